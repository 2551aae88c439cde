/// `$PGRME`: Garmin's estimated position errors (Garmin GPS 16x/18x technical
/// specifications, "Estimated Error Information (PGRME)").
///
/// ```
///       1   2 3   4 5   6
///       |   | |   | |   |
/// $PGRME,x.x,M,x.x,M,x.x,M*hh
/// ```
/// 1 estimated horizontal position error (HPE), 3 estimated vertical position error
/// (VPE), 5 estimated position error (EPE), metres; 2, 4, 6 the unit `M`. A unit that is
/// neither `M` nor empty is malformed and its value `nil`. The sentence has no time: the
/// epoch assembler adds it to the epoch in progress.
public struct PGRME: Hashable, Sendable {
    /// Field 1: estimated horizontal position error, metres.
    public var horizontalError: Double?
    /// Field 3: estimated vertical position error, metres.
    public var verticalError: Double?
    /// Field 5: estimated position error, metres.
    public var positionError: Double?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a `$PGRME` with every field empty.
    public init() {}

    /// The type, `PGRME` (the whole proprietary address).
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x45_4D_52_47_50) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 6

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(fields f: inout FieldReader, line: Span<UInt8>) {
        let horizontal = f.magnitude(line)
        horizontalError = f.labelled(horizontal, line, UInt8(ascii: "M"))
        let vertical = f.magnitude(line)
        verticalError = f.labelled(vertical, line, UInt8(ascii: "M"))
        let position = f.magnitude(line)
        positionError = f.labelled(position, line, UInt8(ascii: "M"))
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        for value in [horizontalError, verticalError, positionError] {
            w.decimal(value)
            w.unit("M", present: value != nil)
        }
    }
}
