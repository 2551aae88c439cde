/// Where a corrections link stands; the names are those of the status lines
/// (docs/vocabulary.md).
public enum NTRIPState: String, Hashable, Sendable, CaseIterable {
    /// Opening the connection to the caster.
    case connecting
    /// Connected, the request sent, no reply yet.
    case waiting
    /// Corrections arriving.
    case streaming
    /// No corrections for the stall limit: the connection is dropped.
    case stalled
    /// Waiting before the next attempt.
    case backoff
    /// Stopped, or a recorded stream ended; nothing follows.
    case closed
}
