import FieldStore
import Positioning

/// Where `fieldfix serve` listens, who may use it, and what its records keep.
public struct ServerSettings: Sendable {
    /// The address to listen on: `127.0.0.1` by default.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The access token every request needs; required (and generated when `nil`) on an
    /// address other than loopback, not used on loopback.
    public var token: String?
    /// The engine that assesses the live fixes, whose policy is the default capture gate.
    public var engine: AccuracyEngine
    /// The kind of source records' locations come from.
    public var origin: LocationOrigin?
    /// Upload and buffer limits.
    public var limits: ServerLimits
    /// The web app map's tile URL template (`https://…/{z}/{x}/{y}.png`); `nil` draws the
    /// points on a plain grid, which works offline.
    public var tiles: String?

    /// Settings for `host:port`.
    public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, engine: AccuracyEngine = AccuracyEngine(),
                origin: LocationOrigin? = nil, limits: ServerLimits = ServerLimits(), tiles: String? = nil) {
        self.host = host
        self.port = port
        self.token = token
        self.engine = engine
        self.origin = origin
        self.limits = limits
        self.tiles = tiles
    }

    /// `host` as a URL writes it: an IPv6 address in brackets (`[::1]`).
    public var urlHost: String { host.contains(":") ? "[\(host)]" : host }

    /// The server's base URL on `port` (the port it listens on, when `port` asked for any):
    /// `http://127.0.0.1:8080`, `http://[::1]:8080`.
    public func url(port: Int) -> String { "http://\(urlHost):\(port)" }

    /// Whether `host` is a loopback address, reachable from this machine only.
    public var isLoopback: Bool { AccessGuard.isLoopback(name: host) }
}
