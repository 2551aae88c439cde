/// How a corrections link runs: where to, which version, and its timers.
public struct NTRIPSettings: Hashable, Sendable {
    /// What the link speaks.
    public enum Link: Hashable, Sendable {
        /// An NTRIP caster's mountpoint; a `nil` version is chosen automatically (2, then 1
        /// when the caster answers or hangs up like a version 1 caster).
        case ntrip(NTRIPEndpoint, version: NTRIPVersion?)
        /// A TCP server that sends RTCM bytes as they are (`tcp://host:port`).
        case raw(host: String, port: Int)
    }

    public var link: Link
    /// FieldFix's version number, for the `User-Agent`.
    public var agentVersion: String
    /// Seconds without data (or without a reply) after which the link is stalled.
    public var stallTimeout: Double
    /// Seconds between GGA uploads (one is also sent right after each connection); `nil`: never.
    public var positionInterval: Double?
    public var backoff: NTRIPBackoff

    /// The stall limit unless told otherwise, seconds.
    public static let defaultStallTimeout = 10.0
    /// The GGA interval unless told otherwise, seconds.
    public static let defaultPositionInterval = 10.0

    public init(link: Link, agentVersion: String, stallTimeout: Double = NTRIPSettings.defaultStallTimeout,
                positionInterval: Double? = NTRIPSettings.defaultPositionInterval, backoff: NTRIPBackoff = NTRIPBackoff()) {
        self.link = link
        self.agentVersion = agentVersion
        self.stallTimeout = stallTimeout
        self.positionInterval = positionInterval
        self.backoff = backoff
    }

    /// Where the link goes, for messages: the URL without its password.
    public var target: String {
        switch link {
        case let .ntrip(endpoint, _): return endpoint.description
        case let .raw(host, port): return "tcp://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        }
    }
}
