/// A fix with its assessment: accuracy estimates, class and capture verdict.
///
/// This is what the accuracy engine makes of every ``Fix``, whatever its source.
public struct LocationUpdate: Hashable, Sendable {
    /// The fix as the receiver reported it.
    public var fix: Fix
    /// Horizontal accuracy (a radius), or `nil` when unknown.
    public var horizontalAccuracy: Accuracy?
    /// Vertical accuracy (a half-interval), or `nil` when unknown.
    public var verticalAccuracy: Accuracy?
    /// Whether a record may be captured from this fix under the policy used.
    public var verdict: CaptureVerdict

    /// Creates an assessed fix.
    public init(fix: Fix, horizontalAccuracy: Accuracy?, verticalAccuracy: Accuracy?, verdict: CaptureVerdict) {
        self.fix = fix
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.verdict = verdict
    }

    /// The class of the horizontal accuracy.
    public var accuracyClass: AccuracyClass { AccuracyClass(horizontalAccuracy) }

    /// Horizontal accuracy known and under 10 m.
    public var hasGoodAccuracy: Bool { (horizontalAccuracy?.meters).map { $0 < 10 } ?? false }

    /// Horizontal accuracy known and under 20 m.
    public var hasAcceptableAccuracy: Bool { (horizontalAccuracy?.meters).map { $0 < 20 } ?? false }
}
