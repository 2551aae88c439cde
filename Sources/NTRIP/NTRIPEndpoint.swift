/// A caster and mountpoint: `ntrip://[user[:password]@]host[:port]/MOUNTPOINT` (port 2101 by
/// default). An empty mountpoint asks for the sourcetable. ``description`` never holds
/// the password.
public struct NTRIPEndpoint: Hashable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    /// The mountpoint, without its `/`; empty for the sourcetable.
    public var mountpoint: String
    /// From the URL; `nil` when it holds none (the caller may take them from elsewhere).
    public var credentials: NTRIPCredentials?

    /// The port casters listen on unless told otherwise.
    public static let defaultPort = 2101

    public init(host: String, port: Int = NTRIPEndpoint.defaultPort, mountpoint: String, credentials: NTRIPCredentials? = nil) {
        self.host = host
        self.port = port
        self.mountpoint = mountpoint
        self.credentials = credentials
    }

    /// Reads an `ntrip://` URL. `%XX` escapes are decoded in the user and password (a password
    /// may hold `@` or `:` as `%40`, `%3A`).
    ///
    /// - Throws: ``NTRIPError`` (``NTRIPError/Kind/invalidURL``) naming what is wrong,
    ///   with the URL's password redacted.
    public init(parsing text: String) throws(NTRIPError) {
        let redacted = Self.redacted(text)
        func invalid(_ why: String) -> NTRIPError { NTRIPError(.invalidURL, "invalid NTRIP URL '\(redacted)': \(why)") }
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value < 0x7F }) else {
            throw invalid("only printable ASCII without spaces is allowed")
        }
        guard text.lowercased().hasPrefix("ntrip://") else { throw invalid("expected ntrip://host[:port]/MOUNTPOINT") }
        var rest = Substring(text.dropFirst("ntrip://".count))
        var mountpoint = ""
        if let slash = rest.firstIndex(of: "/") {
            mountpoint = String(rest[rest.index(after: slash)...])
            rest = rest[..<slash]
        }
        guard !mountpoint.contains("/"), !mountpoint.contains("?") else { throw invalid("the mountpoint is one name") }
        var credentials: NTRIPCredentials?
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            rest = rest[rest.index(after: at)...]
            let parts = userInfo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let user = Self.percentDecoded(parts[0]), let password = parts.count > 1 ? Self.percentDecoded(parts[1]) : "",
                  !user.isEmpty
            else { throw invalid("the user name is empty or badly escaped") }
            credentials = NTRIPCredentials(user: user, password: password)
        }
        var host = rest
        var port = Self.defaultPort
        if let colon = rest.lastIndex(of: ":"), !rest.hasSuffix("]") {
            host = rest[..<colon]
            guard let value = Int(rest[rest.index(after: colon)...]), (1...65_535).contains(value) else {
                throw invalid("the port must be a number from 1 to 65535")
            }
            port = value
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || "-._:".contains($0) }) else {
            throw invalid("a host is required")
        }
        self.init(host: String(host), port: port, mountpoint: mountpoint, credentials: credentials)
    }

    /// The URL without its password: `ntrip://user:***@host:port/MOUNT`.
    public var description: String {
        let user = credentials.map { "\($0.user):***@" } ?? ""
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "ntrip://\(user)\(shownHost):\(port)/\(mountpoint)"
    }

    /// `text` with whatever stands between `//` and the last `@` before the path replaced
    /// by `***` after the user: for messages about a URL that did not parse.
    public static func redacted(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let slashes = (0..<max(0, scalars.count - 1)).first(where: { scalars[$0] == "/" && scalars[$0 + 1] == "/" }) else {
            return text
        }
        let start = slashes + 2
        let authorityEnd = scalars[start...].firstIndex(of: "/") ?? scalars.count
        guard let at = scalars[start..<authorityEnd].lastIndex(of: "@") else { return text }
        let user = scalars[start..<at].prefix { $0 != ":" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: user)
        result.append(contentsOf: ":***".unicodeScalars)
        result.append(contentsOf: scalars[at...])
        return String(result)
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = Array(text.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else {
                    return nil
                }
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
