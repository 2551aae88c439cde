/// Why a geoid grid could not be read, and which file.
///
/// The ``Code`` is a struct, not an enum, so that new codes can be added without breaking
/// clients that switch over them.
public struct GeoidGridError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// The file, when the grid came from one.
    public var path: String?
    /// The specifics: the expected and found sizes, the bad header value, the system error.
    public var detail: String

    /// Creates an error.
    public init(_ code: Code, path: String? = nil, detail: String) {
        self.code = code
        self.path = path
        self.detail = detail
    }

    /// A one-line explanation, such as
    /// `geoid grid /usr/share/proj/egm96_15.gtx: file too short (4152000 bytes, expected 4153000)`.
    public var description: String {
        "geoid grid\(path.map { " " + $0 } ?? ""): \(code) (\(detail))"
    }

    /// The kind of a ``GeoidGridError``.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// The file does not exist.
        public static let missing = Code("file not found")
        /// The file exists but could not be opened or read.
        public static let unreadable = Code("file unreadable")
        /// The file ends before the header or the heights it announces.
        public static let short = Code("file too short")
        /// The header is not a valid grid (non-finite or non-positive steps, too few rows or
        /// columns, a grid outside the globe), or bytes follow the heights.
        public static let corrupt = Code("not a valid GTX grid")

        /// The code's name, such as `file too short`.
        public var description: String { name }
    }
}
