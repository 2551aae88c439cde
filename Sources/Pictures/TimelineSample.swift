import Positioning

/// One epoch of an accuracy timeline.
public struct TimelineSample: Hashable, Sendable {
    /// Seconds since the timeline's start (any origin; only differences are drawn).
    public var seconds: Double
    /// The horizontal accuracy radius, metres, or `nil` when there was no estimate.
    public var accuracy: Double?
    /// The fix's dimension.
    public var mode: FixMode
    /// Satellites used in the fix, when reported.
    public var satellitesUsed: Int?

    /// One epoch.
    public init(seconds: Double, accuracy: Double?, mode: FixMode, satellitesUsed: Int?) {
        self.seconds = seconds
        self.accuracy = accuracy
        self.mode = mode
        self.satellitesUsed = satellitesUsed
    }

    /// Whether the epoch has a drawable accuracy: a finite, non-negative radius of a 2D or 3D fix.
    var hasFix: Bool {
        guard let accuracy, accuracy.isFinite, accuracy >= 0, seconds.isFinite else { return false }
        return mode != .noFix
    }
}
