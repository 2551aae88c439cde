/// A sync failure: what kind, and a message that says where (the URL part, the table and
/// uid, the store file). Messages never hold a password.
public struct SyncError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The `--to` URL is not a PostgreSQL URL FieldFix can use.
        public static let badURL = Code("bad URL")
        /// The server could not be reached, or refused the login.
        public static let connection = Code("connection")
        /// A statement failed on the server.
        public static let server = Code("server")
        /// A row on the server does not describe a valid record.
        public static let badServerRow = Code("bad server row")
        /// The local store failed.
        public static let store = Code("store")
        /// A photo file of the store could not be read.
        public static let photo = Code("photo")

        /// The code's name.
        public let name: String
        private init(_ name: String) { self.name = name }
        public var description: String { name }
    }

    /// The kind of failure.
    public let code: Code
    /// What failed and where.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
