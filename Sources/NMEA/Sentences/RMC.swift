/// RMC: recommended minimum data (time, date, position, speed, course).
///
/// ```
///        1         2 3       4 5        6 7   8   9      10  11 12 13
///        |         | |       | |        | |   |   |      |   |  |  |
/// $--RMC,hhmmss.ss,A,ddmm.mm,a,dddmm.mm,a,x.x,x.x,ddmmyy,x.x,a,m,s*hh
/// ```
/// 1 UTC time, 2 status, 3-4 latitude, 5-6 longitude, 7 speed over ground (knots),
/// 8 course over ground (degrees true, 0 to 360), 9 date, 10-11 magnetic variation, 12 mode
/// (NMEA 2.3 and later), 13 navigational status (NMEA 4.10 and later).
public struct RMC: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: UTC time of the fix.
    public var time: UTCTime?
    /// Field 2: `A` valid or `V` receiver warning.
    public var status: DataStatus?
    /// Fields 3-4: latitude in degrees, south negative.
    public var latitude: Double?
    /// Fields 5-6: longitude in degrees, west negative.
    public var longitude: Double?
    /// Field 7: speed over ground, knots.
    public var speedKnots: Double?
    /// Field 8: course over ground, degrees from true north.
    public var course: Double?
    /// Field 9: UTC date (two-digit year, see ``UTCDate``).
    public var date: UTCDate?
    /// Fields 10-11: magnetic variation in degrees, west negative.
    public var magneticVariation: Double?
    /// Field 12: positioning mode (NMEA 2.3 and later).
    public var mode: ModeIndicator?
    /// Field 13: navigational status (NMEA 4.10 and later).
    public var navigationalStatus: NavigationalStatus?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates an RMC with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `RMC`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x43_4D_52) }

    /// The fewest fields accepted (NMEA 2.0, no mode).
    @usableFromInline static let minimumFieldCount = 11

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        status = f.letter(line)
        latitude = f.latitude(line)
        longitude = f.longitude(line)
        speedKnots = f.decimal(line)
        course = f.angle(line)
        date = f.date(line)
        magneticVariation = f.directed(line, positive: UInt8(ascii: "E"), negative: UInt8(ascii: "W"))
        mode = f.letter(line)
        navigationalStatus = f.letter(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        w.letter(status)
        w.latitude(latitude)
        w.longitude(longitude)
        w.decimal(speedKnots)
        w.decimal(course)
        w.date(date)
        w.decimal(magneticVariation.map(abs))
        w.unit(magneticVariation.map { $0 < 0 } == true ? "W" : "E", present: magneticVariation != nil)
        w.letter(mode)
        w.letter(navigationalStatus)
    }
}
