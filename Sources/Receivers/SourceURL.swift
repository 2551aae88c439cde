/// Where fixes come from: one URL syntax for the library and the command line.
///
/// | text | source |
/// | --- | --- |
/// | `gpsd://host:port`, `gpsd://` | gpsd (default `localhost:2947`) |
/// | `serial:///dev/ttyUSB0?baud=9600` | a serial device, raw 8N1 (default 9600 baud) |
/// | `tcp://host:port` | NMEA from a TCP server |
/// | `udp://:port`, `udp://address:port` | NMEA datagrams received on a local port |
/// | `file:PATH`, `PATH`, `file:PATH?speed=1` | an NMEA log; `speed` paces it by its own timestamps |
/// | `-` | NMEA on standard input |
public enum SourceURL: Hashable, Sendable, CustomStringConvertible {
    /// gpsd's JSON protocol, through libgps.
    case gpsd(host: String, port: Int)
    /// A serial device read in raw mode, 8 data bits, no parity, 1 stop bit.
    case serial(path: String, baud: Int)
    /// A TCP server that sends NMEA.
    case tcp(host: String, port: Int)
    /// NMEA datagrams received on a local port; `host` is the address to bind (`nil`: all).
    case udp(host: String?, port: Int)
    /// An NMEA log; with a `speed`, replayed paced by its own timestamps at that rate.
    case file(path: String, speed: Double?)
    /// NMEA on standard input.
    case standardInput

    /// gpsd on this machine, at its default port: the default source.
    public static let defaultGPSD = SourceURL.gpsd(host: "localhost", port: 2947)

    /// The baud rates a serial source accepts.
    public static let baudRates: [Int] = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400, 460800, 921600]

    /// Parses a source URL.
    ///
    /// - Parameter text: the URL, a plain path, or `-` for standard input.
    /// - Throws: ``SourceURLError`` naming what is wrong.
    public init(parsing text: String) throws(SourceURLError) {
        if text == "-" {
            self = .standardInput
            return
        }
        guard !text.isEmpty else { throw SourceURLError(.empty, in: text) }
        guard let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy(\.isLetter),
              text.first != "/", text.first != "."
        else {
            self = .file(path: text, speed: nil)
            return
        }
        let scheme = text[..<colon].lowercased()
        var rest = text[text.index(after: colon)...]
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let parameters = try Self.parameters(query, in: text)
        switch scheme {
        case "gpsd":
            try Self.allow(parameters, [], in: text)
            let (host, port) = try Self.authority(rest, defaultHost: "localhost", defaultPort: 2947, in: text)
            self = .gpsd(host: host ?? "localhost", port: port)
        case "tcp":
            try Self.allow(parameters, [], in: text)
            let (host, port) = try Self.authority(rest, defaultHost: nil, defaultPort: nil, in: text)
            guard let host else { throw SourceURLError(.missingHost, in: text) }
            self = .tcp(host: host, port: port)
        case "udp":
            try Self.allow(parameters, [], in: text)
            let (host, port) = try Self.authority(rest, defaultHost: nil, defaultPort: nil, in: text)
            self = .udp(host: host, port: port)
        case "serial":
            try Self.allow(parameters, ["baud"], in: text)
            let path = rest.hasPrefix("//") ? String(rest.dropFirst(2)) : String(rest)
            guard path.hasPrefix("/") else { throw SourceURLError(.missingPath, in: text) }
            var baud = 9600
            if let value = parameters["baud"] {
                guard let rate = Int(value), Self.baudRates.contains(rate) else {
                    throw SourceURLError(.invalidBaud, in: text)
                }
                baud = rate
            }
            self = .serial(path: path, baud: baud)
        case "file":
            try Self.allow(parameters, ["speed"], in: text)
            let path = rest.hasPrefix("//") ? String(rest.dropFirst(2)) : String(rest)
            guard !path.isEmpty else { throw SourceURLError(.missingPath, in: text) }
            var speed: Double?
            if let value = parameters["speed"] {
                guard let rate = Double(value), rate.isFinite, rate > 0 else {
                    throw SourceURLError(.invalidSpeed, in: text)
                }
                speed = rate
            }
            self = .file(path: path, speed: speed)
        default:
            throw SourceURLError(.unsupportedScheme, in: text)
        }
    }

    /// The URL in its canonical form (`gpsd://localhost:2947`).
    public var description: String {
        switch self {
        case let .gpsd(host, port): return "gpsd://\(Self.bracketed(host)):\(port)"
        case let .serial(path, baud): return "serial://\(path)?baud=\(baud)"
        case let .tcp(host, port): return "tcp://\(Self.bracketed(host)):\(port)"
        case let .udp(host, port): return "udp://\(host.map(Self.bracketed) ?? ""):\(port)"
        case let .file(path, speed): return "file:\(path)" + (speed.map { "?speed=\($0)" } ?? "")
        case .standardInput: return "-"
        }
    }

    private static func bracketed(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }

    /// Splits `//host:port` (host may be `[v6]`); applies the defaults for missing parts.
    private static func authority(
        _ text: Substring, defaultHost: String?, defaultPort: Int?, in url: String
    ) throws(SourceURLError) -> (String?, Int) {
        guard text.hasPrefix("//") else { throw SourceURLError(.missingAuthority, in: url) }
        var rest = text.dropFirst(2)
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.contains("/") else { throw SourceURLError(.unexpectedPath, in: url) }
        var host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw SourceURLError(.invalidHost, in: url) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw SourceURLError(.invalidHost, in: url) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
            guard !host.contains(":") else { throw SourceURLError(.invalidHost, in: url) }
        } else {
            host = rest
        }
        guard host.allSatisfy({ $0.isLetter || $0.isNumber || "-._:%".contains($0) }) else {
            throw SourceURLError(.invalidHost, in: url)
        }
        let port: Int
        if let portText {
            guard let value = Int(portText), (1...65_535).contains(value) else {
                throw SourceURLError(.invalidPort, in: url)
            }
            port = value
        } else if let defaultPort {
            port = defaultPort
        } else {
            throw SourceURLError(.missingPort, in: url)
        }
        return (host.isEmpty ? defaultHost : String(host), port)
    }

    private static func parameters(_ query: Substring, in url: String) throws(SourceURLError) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { throw SourceURLError(.invalidParameter, in: url) }
            result[parts[0].lowercased()] = String(parts[1])
        }
        return result
    }

    private static func allow(_ parameters: [String: String], _ names: Set<String>, in url: String) throws(SourceURLError) {
        guard parameters.keys.allSatisfy(names.contains) else { throw SourceURLError(.invalidParameter, in: url) }
    }
}
