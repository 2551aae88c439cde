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
    /// A plain path is taken literally, `?` and `%` included. In a `file:` URL, `%3F` stands
    /// for `?` and `%25` for `%` (any other `%` is literal), so that ``description`` writes
    /// every path in a form that parses back to it. Control characters (newline, NUL, …) are
    /// rejected everywhere. The text is split on Unicode scalars, never on characters, so a
    /// combining mark next to `:` or `?` cannot change where it is split.
    ///
    /// - Parameter text: the URL, a plain path, or `-` for standard input.
    /// - Throws: ``SourceURLError`` naming what is wrong.
    public init(parsing text: String) throws(SourceURLError) {
        if text == "-" {
            self = .standardInput
            return
        }
        guard !text.isEmpty else { throw SourceURLError(.empty, in: text) }
        let scalars = text.unicodeScalars[...]
        guard !scalars.contains(where: Self.isControl) else { throw SourceURLError(.controlCharacter, in: text) }
        guard let colon = scalars.firstIndex(of: ":"), scalars[..<colon].allSatisfy(Self.isSchemeLetter),
              scalars.first != "/", scalars.first != "."
        else {
            self = .file(path: text, speed: nil)
            return
        }
        let scheme = String(Substring(scalars[..<colon])).lowercased()
        var rest = scalars[scalars.index(after: colon)...]
        var query = rest[rest.endIndex...]
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
            let path = Self.path(rest)
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
            let path = Self.unescaped(Self.path(rest))
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

    /// The URL in its canonical form (`gpsd://localhost:2947`); it parses back to this value.
    public var description: String {
        switch self {
        case let .gpsd(host, port): return "gpsd://\(Self.bracketed(host)):\(port)"
        case let .serial(path, baud): return "serial://\(path)?baud=\(baud)"
        case let .tcp(host, port): return "tcp://\(Self.bracketed(host)):\(port)"
        case let .udp(host, port): return "udp://\(host.map(Self.bracketed) ?? ""):\(port)"
        case let .file(path, speed):
            // A path starting with `//` keeps it behind the `//` that parsing drops. Checked on
            // scalars, as parsing splits: `hasPrefix` compares characters, and a combining mark
            // after the second `/` makes it another character.
            let escaped = Self.escaped(path)
            return (escaped.unicodeScalars.starts(with: "//".unicodeScalars) ? "file://" : "file:") + escaped + (speed.map { "?speed=\($0)" } ?? "")
        case .standardInput: return "-"
        }
    }

    private static func bracketed(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }

    /// C0 controls and DEL: never part of a path or host anyone means to type.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    private static func isSchemeLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The path after `serial:` or `file:`, without a leading `//`.
    private static func path(_ rest: Substring.UnicodeScalarView) -> String {
        String(Substring(rest.starts(with: "//".unicodeScalars) ? rest.dropFirst(2) : rest))
    }

    /// A file path with `%` and `?` written as `%25` and `%3F`.
    private static func escaped(_ path: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": result.append(contentsOf: "%25".unicodeScalars)
            case "?": result.append(contentsOf: "%3F".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// The reverse of ``escaped(_:)``: `%25` and `%3F` (either case) become `%` and `?`.
    private static func unescaped(_ path: String) -> String {
        var result = String.UnicodeScalarView()
        var rest = path.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            let code = String(Substring(rest.prefix(2))).uppercased()
            if scalar == "%", code == "25" || code == "3F" {
                result.append(code == "25" ? "%" : "?")
                rest = rest.dropFirst(2)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Splits `//host:port` (host may be `[v6]`); applies the defaults for missing parts.
    private static func authority(
        _ text: Substring.UnicodeScalarView, defaultHost: String?, defaultPort: Int?, in url: String
    ) throws(SourceURLError) -> (String?, Int) {
        guard text.starts(with: "//".unicodeScalars) else { throw SourceURLError(.missingAuthority, in: url) }
        var rest = text.dropFirst(2)
        if rest.last == "/" { rest = rest.dropLast() }
        guard !rest.contains("/") else { throw SourceURLError(.unexpectedPath, in: url) }
        var host: Substring.UnicodeScalarView
        var portText: Substring.UnicodeScalarView?
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { throw SourceURLError(.invalidHost, in: url) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { throw SourceURLError(.invalidHost, in: url) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
            guard !host.contains(":") else { throw SourceURLError(.invalidHost, in: url) }
        } else {
            host = rest
        }
        // Host names are ASCII (international names travel as punycode).
        guard host.allSatisfy({ isSchemeLetter($0) || ("0"..."9").contains($0) || "-._:%".unicodeScalars.contains($0) }) else {
            throw SourceURLError(.invalidHost, in: url)
        }
        let port: Int
        if let portText {
            guard let value = Int(String(Substring(portText))), (1...65_535).contains(value) else {
                throw SourceURLError(.invalidPort, in: url)
            }
            port = value
        } else if let defaultPort {
            port = defaultPort
        } else {
            throw SourceURLError(.missingPort, in: url)
        }
        return (host.isEmpty ? defaultHost : String(Substring(host)), port)
    }

    private static func parameters(_ query: Substring.UnicodeScalarView, in url: String) throws(SourceURLError) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { throw SourceURLError(.invalidParameter, in: url) }
            result[String(Substring(parts[0])).lowercased()] = String(Substring(parts[1]))
        }
        return result
    }

    private static func allow(_ parameters: [String: String], _ names: Set<String>, in url: String) throws(SourceURLError) {
        guard parameters.keys.allSatisfy(names.contains) else { throw SourceURLError(.invalidParameter, in: url) }
    }
}
