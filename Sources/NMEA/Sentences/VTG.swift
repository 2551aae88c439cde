/// VTG: course and speed over ground.
///
/// ```
///        1   2 3   4 5   6 7   8 9
///        |   | |   | |   | |   | |
/// $--VTG,x.x,T,x.x,M,x.x,N,x.x,K,m*hh
/// ```
/// 1 course (degrees true), 3 course (degrees magnetic), 5 speed (knots),
/// 7 speed (km/h), 9 mode (NMEA 2.3 and later). Units (2, 4, 6, 8) are implied.
public struct VTG: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: course over ground, degrees from true north.
    public var courseTrue: Double?
    /// Field 3: course over ground, degrees from magnetic north.
    public var courseMagnetic: Double?
    /// Field 5: speed over ground, knots.
    public var speedKnots: Double?
    /// Field 7: speed over ground, km/h.
    public var speedKmh: Double?
    /// Field 9: positioning mode (NMEA 2.3 and later).
    public var mode: ModeIndicator?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a VTG with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `VTG`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x47_54_56) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 8

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        courseTrue = f.decimal(line)
        f.skip(line)
        courseMagnetic = f.decimal(line)
        f.skip(line)
        speedKnots = f.decimal(line)
        f.skip(line)
        speedKmh = f.decimal(line)
        f.skip(line)
        mode = f.letter(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.decimal(courseTrue)
        w.unit("T", present: courseTrue != nil)
        w.decimal(courseMagnetic)
        w.unit("M", present: courseMagnetic != nil)
        w.decimal(speedKnots)
        w.unit("N", present: speedKnots != nil)
        w.decimal(speedKmh)
        w.unit("K", present: speedKmh != nil)
        w.letter(mode)
    }
}
