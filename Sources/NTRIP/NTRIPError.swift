/// Something about NTRIP that cannot be used: a URL, a caster's reply, a sourcetable line.
/// Its message never holds a password.
public struct NTRIPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem; a stable name for scripts.
    public enum Kind: String, Hashable, Sendable {
        /// The `ntrip://` URL does not parse.
        case invalidURL
        /// The caster's reply is not NTRIP or HTTP, or its chunked framing is broken.
        case malformedReply
        /// A line of the sourcetable does not parse.
        case malformedSourcetable
    }

    public let kind: Kind
    /// What a person reads, naming where.
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
