import Positioning

/// What a source reports, in order, from its reading thread.
public enum SourceEvent: Hashable, Sendable {
    /// Opening the device or connecting.
    case connecting
    /// Open or connected; `to` names the device or server.
    case connected(to: String)
    /// One receiver epoch.
    case fix(Fix)
    /// The connection or device was lost; the source tries again with backoff.
    case disconnected(SourceError)
    /// The source cannot be used (nothing to connect to, no such device); no more events follow.
    case failed(SourceError)
    /// The input ended (end of file, end of standard input); no more events follow.
    case ended
}
