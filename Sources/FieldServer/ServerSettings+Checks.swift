import FieldStore
import Foundation
import Output
import Positioning
#if canImport(Glibc)
import Glibc
#endif

extension ServerSettings {
    /// Why settings cannot be used, for people.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    /// The shortest access token accepted: 32 characters, 128 bits as hexadecimal digits.
    public static let minimumTokenLength = 32

    /// Settings as `fieldfix serve` takes them, checked in this order: the engine's gate
    /// (a positive number of metres, at most the standard 20 m: the server's default gate
    /// cannot be raised, only a capture request may), `listen` as `HOST:PORT`
    /// (``address(parsing:)``), then the tiles and the token (``check()``).
    public init(listen: String, token: String?, engine: AccuracyEngine, origin: LocationOrigin? = nil, tiles: String? = nil) throws(Invalid) {
        let gate = engine.policy.maximumAccuracy, standardGate = CapturePolicy.standardMaximumAccuracy
        guard gate.isFinite, gate > 0, gate <= standardGate else {
            throw Invalid(description: "--max-accuracy must be a positive number of metres, at most \(CaptureText.number(standardGate))")
        }
        let (host, port) = try Self.address(parsing: listen)
        self.init(host: host, port: port, token: token, engine: engine, origin: origin, tiles: tiles)
        try check()
    }

    /// `HOST:PORT` split into its host and port (0 to 65535); an IPv6 host is written in
    /// brackets (`[::1]:8080`).
    public static func address(parsing text: String) throws(Invalid) -> (host: String, port: Int) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw Invalid(description: "--listen must be HOST:PORT, such as 127.0.0.1:8080, not \(text)")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw Invalid(description: "--listen needs a host, such as 127.0.0.1:\(port)") }
        return (host, port)
    }

    /// Checks the tile template (an http(s) URL with `{z}`, `{x}` and `{y}`) and the token
    /// (at least ``minimumTokenLength`` characters, each a letter, digit, `-`, `.`, `_` or `~`,
    /// so that it goes into the pairing URL as it is and no space or line end is part of it).
    public func check() throws(Invalid) {
        if let tiles, !((tiles.hasPrefix("https://") || tiles.hasPrefix("http://")) && ["{z}", "{x}", "{y}"].allSatisfy(tiles.contains)) {
            throw Invalid(description: "--tiles must be an http(s) URL template with {z}, {x} and {y}, not \(tiles)")
        }
        if let token {
            guard token.unicodeScalars.count >= Self.minimumTokenLength else {
                throw Invalid(description: "the access token must be at least \(Self.minimumTokenLength) characters")
            }
            guard token.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-._~".unicodeScalars.contains($0)) }) else {
                throw Invalid(description: "the access token may hold only letters, digits, -, ., _ and ~")
            }
        }
    }

    /// File descriptors kept for the rest of the server (the store's database files, the
    /// receiver, the event loops) when connections are counted against `ulimit -n`.
    static let reservedFileDescriptors = 64

    /// The most connections `openFileLimit` descriptors leave room for: each connection may
    /// hold one more file besides its socket (an upload or an export under way), and
    /// ``reservedFileDescriptors`` are kept for the rest.
    static func connectionRoom(openFileLimit: Int) -> Int {
        max(0, (openFileLimit - reservedFileDescriptors) / 2)
    }

    /// The connection limit for `--max-connections` (`requested`, or `nil` when not given),
    /// under a process limit of `openFileLimit` descriptors (``openFileLimit``): when not
    /// given, ``ServerLimits/defaultMaximumConnections`` or less, as the room allows; when
    /// given, it must be a positive number that fits in the room.
    public static func maximumConnections(requested: Int?, openFileLimit: Int) throws(Invalid) -> Int {
        let room = connectionRoom(openFileLimit: openFileLimit)
        guard room > 0 else {
            throw Invalid(description: "ulimit -n \(openFileLimit) leaves no room for connections: raise it to at least \(reservedFileDescriptors + 2)")
        }
        guard let requested else { return min(ServerLimits.defaultMaximumConnections, room) }
        guard requested > 0 else { throw Invalid(description: "--max-connections must be a positive number, not \(requested)") }
        guard requested <= room else {
            throw Invalid(description: "--max-connections \(requested) does not fit in this process's limit of \(openFileLimit) open files "
                + "(ulimit -n): at most \(room), or raise the limit")
        }
        return requested
    }

    /// This process's limit of open files (`ulimit -n`, the soft limit); `Int.max` when unlimited.
    public static var openFileLimit: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return .max }
        return Int(clamping: limit.rlim_cur)
    }
}
