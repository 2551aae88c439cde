/// Why a corrections link is not streaming: each a different thing for the user to do.
public enum NTRIPProblem: String, Hashable, Sendable, CaseIterable {
    /// 401: wrong or missing credentials.
    case unauthorized
    /// The caster answered with its sourcetable (or 404): there is no such mountpoint.
    case noMountpoint = "no-mountpoint"
    /// The caster could not be reached (no such host, refused, timed out).
    case unreachable
    /// No data for the stall limit.
    case stalled
    /// The caster closed the connection.
    case streamClosed = "stream-closed"
    /// The caster answered another status (503, 400...).
    case refused
    /// The caster's reply was not NTRIP or HTTP.
    case malformedReply = "malformed-reply"
}
