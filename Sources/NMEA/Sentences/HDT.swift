/// HDT: heading from true north.
///
/// ```
///        1   2
///        |   |
/// $--HDT,x.x,T*hh
/// ```
/// 1 heading (degrees true). The unit (2) is implied.
public struct HDT: Hashable, Sendable {
    /// The talker (`HE`, `GP`...).
    public var talker: Talker
    /// Field 1: heading, degrees from true north.
    public var heading: Double?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates an HDT with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `HDT`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x54_44_48) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 2

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        heading = f.decimal(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.decimal(heading)
        w.unit("T", present: heading != nil)
    }
}
