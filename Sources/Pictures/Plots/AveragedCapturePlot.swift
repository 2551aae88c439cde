import Geodesy
import Positioning
import TextEncoding

/// What a record's averaged capture draws: the fixes it was made from, about their mean,
/// with the circles of the accuracy reported for the mean.
public struct AveragedCapturePlot {
    /// Why a record has nothing to draw, naming it.
    public struct Missing: Error, Equatable, CustomStringConvertible {
        /// What is missing.
        public enum Reason: Equatable, Sendable {
            /// The location was frozen from one fix.
            case notAveraged
            /// The location was averaged, but its fixes were not kept.
            case noFixes
        }

        /// What is missing.
        public let reason: Reason
        /// The record, as the plot's title names it ("tree 12").
        public let name: String

        /// Nothing to draw for the record `name`, for `reason`.
        public init(reason: Reason, name: String) {
            self.reason = reason
            self.name = name
        }

        /// Why the record has nothing to plot, for people.
        public var description: String {
            switch reason {
            case .notAveraged: "\(name) was captured from one fix, not averaged: there is no scatter to plot"
            case .noFixes: "\(name) was averaged before its fixes were kept with the record: there is nothing to plot"
            }
        }
    }

    /// The picture.
    public let scatter: AccuracyScatter

    /// The plot of `location`, averaged from `fixes`, titled with `name` ("tree 12").
    ///
    /// - Throws: ``Missing`` when the location was not averaged or has no fixes.
    public init(name: String, location: CapturedLocation, fixes: [AveragedFix]) throws(Missing) {
        guard case let .averaged(count, duration, spread) = location.method else { throw Missing(reason: .notAveraged, name: name) }
        guard !fixes.isEmpty else { throw Missing(reason: .noFixes, name: name) }
        let frame = LocalFrame(latitude: location.latitude, longitude: location.longitude)
        let points = fixes.map { fix in
            let offset = frame.offset(latitude: fix.latitude, longitude: fix.longitude)
            return ScatterPoint(east: offset.east, north: offset.north)
        }
        let seconds = DecimalText.string(duration, places: 1, style: .fixed)
        let metres = DecimalText.string(spread, places: 2, style: .fixed)
        scatter = AccuracyScatter(
            points: points, centre: .mean, accuracy: location.horizontalAccuracy.meters,
            confidence: location.horizontalAccuracy.confidence, accuracyLabel: "accuracy reported for the mean",
            title: "\(name), averaged capture", notes: ["Averaged \(count) fixes over \(seconds) s; scatter \(metres) m."])
    }
}
