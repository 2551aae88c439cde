/// HDT: heading from true north.
///
/// ```
///        1   2
///        |   |
/// $--HDT,x.x,T*hh
/// ```
/// 1 heading (degrees true, 0 to 360), 2 `T` (true). A heading outside 0...360 is
/// malformed; a reference other than `T` (or empty) makes field 2 malformed and the
/// heading `nil`.
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
        let heading = f.angle(line)
        self.heading = f.labelled(heading, line, UInt8(ascii: "T"))
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.decimal(heading)
        w.unit("T", present: heading != nil)
    }
}
