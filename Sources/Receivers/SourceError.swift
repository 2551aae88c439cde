#if canImport(Glibc)
import Glibc
#endif

/// A source that failed or was lost, with where and why.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; a struct so that new cases can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name for the code.
        public let name: String
        private init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The device or file does not exist.
        public static let notFound = Code("notFound")
        /// The device or file exists but cannot be opened (permissions, busy).
        public static let openFailed = Code("openFailed")
        /// The device is not a terminal, or its line settings cannot be applied.
        public static let configurationFailed = Code("configurationFailed")
        /// The host name does not resolve.
        public static let unknownHost = Code("unknownHost")
        /// The server refused or did not answer the connection.
        public static let connectionFailed = Code("connectionFailed")
        /// The local port cannot be bound.
        public static let bindFailed = Code("bindFailed")
        /// Reading failed.
        public static let readFailed = Code("readFailed")
        /// The connection or device closed while in use.
        public static let closed = Code("closed")
        /// gpsd reports that its device went away.
        public static let deviceLost = Code("deviceLost")
    }

    /// What went wrong.
    public var code: Code
    /// The source, as a URL.
    public var source: String
    /// Details for people: the system's message, what to check.
    public var detail: String
    /// The `errno` value, when a system call failed.
    public var errno: Int32?

    /// Creates an error.
    public init(_ code: Code, source: String, detail: String, errno: Int32? = nil) {
        self.code = code
        self.source = source
        self.detail = detail
        self.errno = errno
    }

    /// An error for a failed system call, with the system's message for `errno`.
    static func system(_ code: Code, source: String, call: String, errno value: Int32) -> SourceError {
        SourceError(code, source: source, detail: "\(call): \(String(cString: strerror(value)))", errno: value)
    }

    public var description: String { "\(source): \(detail)" }
}
