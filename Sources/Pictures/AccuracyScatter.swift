import Positioning

/// A picture of where fixes fell: their positions in metres east and north of their mean (or
/// of the true position), the mean, and the 68% and 95% circles of a reported accuracy, each
/// with the share of fixes inside it written beside it.
///
/// The circles are centred on the centre of the plot (the mean or the truth). The accuracy is
/// given at one confidence; the other circle's radius assumes the circular normal error the
/// accuracy engine assumes, so it scales with the Rayleigh quantiles (95% = 1.6214 × 68%).
/// A fix exactly on a circle counts as inside.
///
/// ```swift
/// let scatter = AccuracyScatter(points: points, centre: .mean, accuracy: 3.2, confidence: .p68,
///                               accuracyLabel: "median reported accuracy", title: "sim-open-sky.nmea")
/// scatter.shareInside(.p95)   // 0.96
/// ```
public struct AccuracyScatter: Sendable {
    /// What the offsets are measured from.
    public enum Centre: Hashable, Sendable {
        /// The fixes' mean position.
        case mean
        /// A known true position, in the points' frame.
        case truth(ScatterPoint)
    }

    /// The fixes' positions, in any local frame in metres.
    public var points: [ScatterPoint]
    /// The centre of the plot and of the circles.
    public var centre: Centre
    /// The reported accuracy radius the circles stand for, metres, at ``confidence``.
    public var accuracy: Double
    /// The confidence of ``accuracy``.
    public var confidence: Confidence
    /// Says what ``accuracy`` is ("median reported accuracy", "accuracy reported for the mean").
    public var accuracyLabel: String
    /// The picture's title; escaped when drawn.
    public var title: String
    /// More lines to write beside the plot (such as a measured coverage); escaped when drawn.
    public var notes: [String]

    /// A scatter.
    public init(points: [ScatterPoint], centre: Centre, accuracy: Double, confidence: Confidence,
                accuracyLabel: String, title: String, notes: [String] = []) {
        self.points = points.filter { $0.east.isFinite && $0.north.isFinite }
        self.centre = centre
        self.accuracy = accuracy
        self.confidence = confidence
        self.accuracyLabel = accuracyLabel
        self.title = title
        self.notes = notes
    }

    /// The fixes' mean position, or `nil` without fixes.
    public var mean: ScatterPoint? {
        guard !points.isEmpty else { return nil }
        let n = Double(points.count)
        return ScatterPoint(east: points.map(\.east).reduce(0, +) / n, north: points.map(\.north).reduce(0, +) / n)
    }

    /// The centre point in the points' frame (the mean, or the origin without fixes).
    public var centrePoint: ScatterPoint {
        switch centre {
        case .mean: return mean ?? ScatterPoint(east: 0, north: 0)
        case let .truth(point): return point
        }
    }

    /// The radius of the circle for a confidence, metres.
    public func radius(_ level: Confidence) -> Double {
        guard accuracy.isFinite, accuracy >= 0 else { return 0 }
        return accuracy / confidence.rayleighQuantile * level.rayleighQuantile
    }

    /// The share of fixes within the circle for a confidence, 0 to 1 (0 without fixes).
    public func shareInside(_ level: Confidence) -> Double {
        guard !points.isEmpty else { return 0 }
        let radius = radius(level), centre = centrePoint
        return Double(points.filter { $0.distance(to: centre) <= radius }.count) / Double(points.count)
    }

    /// The picture as an SVG document, `width` by `height` user units (800 by 500 by default).
    public func svg(width: Double = 800, height: Double = 500) -> String {
        var svg = SVGDocument(width: width, height: height)
        let summary = draw(into: &svg)
        return svg.rendered(title: "Scatter of fixes: " + title, description: summary)
    }

    /// Draws the picture over the whole of `svg`; returns the figures it writes, as one text.
    func draw(into svg: inout SVGDocument) -> String {
        let layout = ScatterLayout(self, width: svg.width, height: svg.height)
        layout.draw(into: &svg)
        return layout.lines.joined(separator: " ")
    }
}
