import Positioning

/// A picture of horizontal accuracy over time: the accuracy line over the accuracy classes'
/// bands (5, 10, 15 and 20 m), the capture gate's line, grey spans where there was no fix,
/// capture markers, and a second track with the fix mode and the satellites used.
///
/// A span counts as "no fix" from the last epoch with an accuracy to the next one when the
/// epochs between have no fix or no estimate, or when the time between two epochs exceeds
/// 1.5 times the typical (median) epoch interval, that is when at least one epoch is missing.
/// The line is broken there. Accuracies above the top of the scale (five times the gate at
/// most) are clipped and counted in the subtitle.
///
/// ```swift
/// let svg = AccuracyTimeline(samples: samples, confidence: .p68, title: "sim-cold-start.nmea").svg()
/// ```
public struct AccuracyTimeline: Sendable {
    /// The epochs, in any order.
    public var samples: [TimelineSample]
    /// When records were captured, in the samples' seconds.
    public var captures: [Double]
    /// The capture gate, metres (drawn as a dashed line).
    public var gate: Double
    /// The confidence of the accuracy radii.
    public var confidence: Confidence
    /// The picture's title (a file name, a session); escaped when drawn.
    public var title: String

    /// A timeline; the gate defaults to the capture policy's 20 m.
    public init(samples: [TimelineSample], captures: [Double] = [], gate: Double = 20,
                confidence: Confidence = .p68, title: String) {
        self.samples = samples
        self.captures = captures
        self.gate = gate
        self.confidence = confidence
        self.title = title
    }

    /// The picture as an SVG document, `width` by `height` user units (800 by 500 by default).
    public func svg(width: Double = 800, height: Double = 500) -> String {
        var svg = SVGDocument(width: width, height: height)
        let summary = draw(into: &svg)
        return svg.rendered(title: "Horizontal accuracy over time: " + title, description: summary)
    }

    /// Draws the picture over the whole of `svg`; returns a sentence that says what it shows.
    func draw(into svg: inout SVGDocument) -> String {
        let layout = TimelineLayout(self, width: svg.width, height: svg.height)
        layout.drawTitle(into: &svg)
        layout.drawAccuracyPanel(into: &svg)
        layout.drawTrackPanel(into: &svg)
        layout.drawLegend(into: &svg)
        return layout.summary
    }
}
