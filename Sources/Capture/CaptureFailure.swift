import Positioning

/// Why a capture run by ``CaptureRunner`` froze no location; nothing was saved then.
public enum CaptureFailure: Error, Sendable {
    /// The timeout passed (seconds); the best update seen, if any.
    case timedOut(after: Double, best: LocationUpdate?)
    /// The source ended or failed before a capture: the reason for people, and the best update seen.
    case sourceEnded(String, best: LocationUpdate?)
    /// The user cancelled (a key, Ctrl-C or SIGTERM).
    case cancelled
}
