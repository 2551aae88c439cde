/// Whether the receiver stands still, as a ``MotionDetector`` judges it from its last fixes.
public enum Motion: String, Hashable, Sendable, CaseIterable {
    /// Every fix of the window shows a speed under the threshold.
    case stationary
    /// A fix of the window shows a speed at or over the threshold.
    case moving
    /// Too few fixes say either way: the window is not full, or speeds and accuracies are missing.
    case unknown
}
