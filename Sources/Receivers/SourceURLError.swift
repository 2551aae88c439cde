/// A source URL that cannot be used, with the URL and what is wrong with it.
public struct SourceURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong; a struct so that new cases can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name for the code.
        public let name: String
        /// What a person reads.
        public let description: String
        private init(_ name: String, _ description: String) {
            self.name = name
            self.description = description
        }

        /// The URL is empty.
        public static let empty = Code("empty", "the source is empty")
        /// The text holds a control character (newline, tab, NUL, DEL).
        public static let controlCharacter = Code(
            "controlCharacter", "control characters (newline, tab, NUL) are not allowed")
        /// The scheme is none of gpsd, serial, tcp, udp, file.
        public static let unsupportedScheme = Code(
            "unsupportedScheme", "unknown scheme (use gpsd://, serial://, tcp://, udp://, file: or a path, - for stdin)")
        /// `//host:port` is missing after `gpsd:`, `tcp:` or `udp:`.
        public static let missingAuthority = Code("missingAuthority", "expected //host:port after the scheme")
        /// A path follows the host and port where none is allowed.
        public static let unexpectedPath = Code("unexpectedPath", "no path is allowed after host:port")
        /// The host is missing.
        public static let missingHost = Code("missingHost", "a host is required")
        /// The host holds characters a host name cannot have.
        public static let invalidHost = Code("invalidHost", "the host is not a valid name or address")
        /// The port is missing.
        public static let missingPort = Code("missingPort", "a port is required")
        /// The port is not a number from 1 to 65535.
        public static let invalidPort = Code("invalidPort", "the port must be a number from 1 to 65535")
        /// A serial or file URL has no path.
        public static let missingPath = Code("missingPath", "an absolute device or file path is required")
        /// The baud rate is not a supported one.
        public static let invalidBaud = Code(
            "invalidBaud", "the baud rate must be one of \(SourceURL.baudRates.map(String.init).joined(separator: ", "))")
        /// The replay speed is not a positive number.
        public static let invalidSpeed = Code("invalidSpeed", "the speed must be a positive number")
        /// A query parameter is malformed or not known for this scheme.
        public static let invalidParameter = Code("invalidParameter", "unknown or malformed parameter")
    }

    /// What is wrong.
    public var code: Code
    /// The URL as given.
    public var url: String

    /// Creates an error for `url`.
    public init(_ code: Code, in url: String) {
        self.code = code
        self.url = url
    }

    public var description: String { "invalid source '\(url)': \(code.description)" }
}
