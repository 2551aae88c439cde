/// Where a ``LocationService`` stands with its source and its fixes.
public enum ConnectionState: String, Hashable, Sendable, CaseIterable {
    /// Opening the device or connecting.
    case connecting
    /// Connected; no epoch received yet.
    case connected
    /// The latest epoch holds no usable position.
    case noFix
    /// The latest epoch holds a position.
    case fix
    /// No epoch arrived for longer than the staleness limit.
    case stale
    /// The connection or device was lost; the source is trying again.
    case disconnected
    /// The source ended or failed; the stream ends after this.
    case ended
}
