/// VTG: course and speed over ground.
///
/// ```
///        1   2 3   4 5   6 7   8 9
///        |   | |   | |   | |   | |
/// $--VTG,x.x,T,x.x,M,x.x,N,x.x,K,m*hh
/// ```
/// 1 course (degrees true), 3 course (degrees magnetic), 5 speed (knots),
/// 7 speed (km/h), 9 mode (NMEA 2.3 and later). A reference or unit (2 `T`, 4 `M`, 6 `N`,
/// 8 `K`) that is neither its letter nor empty is malformed and its value `nil`; a course
/// outside 0...360 is malformed.
///
/// The older form without letters (before NMEA 0183 3.01), four fields:
/// ```
///        1   2   3   4
///        |   |   |   |
/// $--VTG,x.x,x.x,x.x,x.x*hh
/// ```
/// 1 course (degrees true), 2 course (degrees magnetic), 3 speed (knots), 4 speed (km/h).
/// It is told apart by its field count (fewer than eight).
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

    /// The fewest fields accepted: the older form's four.
    @usableFromInline static let minimumFieldCount = 4

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        guard f.count >= 8 else {
            courseTrue = f.angle(line)
            courseMagnetic = f.angle(line)
            speedKnots = f.decimal(line)
            speedKmh = f.decimal(line)
            invalidFields = f.invalid
            return
        }
        let courseTrue = f.angle(line)
        self.courseTrue = f.labelled(courseTrue, line, UInt8(ascii: "T"))
        let courseMagnetic = f.angle(line)
        self.courseMagnetic = f.labelled(courseMagnetic, line, UInt8(ascii: "M"))
        let speedKnots = f.decimal(line)
        self.speedKnots = f.labelled(speedKnots, line, UInt8(ascii: "N"))
        let speedKmh = f.decimal(line)
        self.speedKmh = f.labelled(speedKmh, line, UInt8(ascii: "K"))
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
