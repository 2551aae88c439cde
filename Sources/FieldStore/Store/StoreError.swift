/// An error from a record store, an exporter or an importer: what failed and where.
///
/// `code` is stable and machine-readable; `description` is the message for people
/// (it names the record, field, file or byte position involved).
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure. New codes may be added; switch with a fallback.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The stable name of the code, for example `notFound`.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// The store directory or database could not be opened or created.
        public static let cannotOpen = Code("cannotOpen")
        /// A database operation failed (I/O, corruption, lock timeout).
        public static let database = Code("database")
        /// No record or collection with that id or name.
        public static let notFound = Code("notFound")
        /// A collection with that name already exists.
        public static let duplicateName = Code("duplicateName")
        /// A value is not acceptable (empty species, unknown category...).
        public static let invalidValue = Code("invalidValue")
        /// A location that did not pass the capture gate's invariants.
        public static let ungatedLocation = Code("ungatedLocation")
        /// A photo file is missing, not an image, or too large.
        public static let invalidPhoto = Code("invalidPhoto")
        /// A file could not be read or written.
        public static let io = Code("io")
        /// An import file is malformed, hostile or too large.
        public static let invalidImport = Code("invalidImport")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public let code: Code
    /// The full message: what failed and where.
    public let message: String

    /// Creates an error with a code and a message naming what and where.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message: what failed and where.
    public var description: String { message }
}

/// Runs `body`, turning any error it throws that is not a ``StoreError`` into one with
/// `code` and a message that starts with `context` (and says when the file system holding
/// `directory` is full or read-only, see ``FileSystemCondition``).
func storeOperation<T>(_ code: StoreError.Code = .database, _ context: @autoclosure () -> String, directory: String? = nil,
                       _ body: () throws -> T) throws(StoreError) -> T {
    do {
        return try body()
    } catch let error as StoreError {
        throw error
    } catch {
        let cause = directory.map { FileSystemCondition.explanation(of: error, directory: $0) } ?? ""
        throw StoreError(code, "\(context()): \(error)\(cause)")
    }
}
