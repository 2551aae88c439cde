/// GGA: time, position and fix data.
///
/// ```
///        1         2       3 4        5 6 7  8   9   10 11 12 13  14
///        |         |       | |        | | |  |   |   |  |  |  |   |
/// $--GGA,hhmmss.ss,ddmm.mm,a,dddmm.mm,a,x,xx,x.x,x.x,M,x.x,M,x.x,xxxx*hh
/// ```
/// 1 UTC time, 2-3 latitude, 4-5 longitude, 6 fix quality, 7 satellites used, 8 HDOP,
/// 9-10 altitude above mean sea level (m), 11-12 geoid separation (m), 13 age of the
/// differential corrections (s), 14 differential station ID. A unit (10, 12) other than
/// `M` (or empty) makes the unit field malformed and its value `nil`.
public struct GGA: Hashable, Sendable {
    /// The GGA fix quality (field 6). The case names are FieldFix's fix quality names (the
    /// table in docs/vocabulary.md, `FixQuality`'s), so `decode` and `live` say the same word.
    public enum Quality: UInt8, Hashable, Sendable, CaseIterable {
        /// 0: no fix.
        case invalid = 0
        /// 1: autonomous GNSS fix.
        case autonomous = 1
        /// 2: differential fix (DGPS, SBAS).
        case differential = 2
        /// 3: PPS fix.
        case pps = 3
        /// 4: RTK with fixed integers.
        case rtkFixed = 4
        /// 5: RTK with float integers.
        case rtkFloat = 5
        /// 6: estimated (dead reckoning).
        case deadReckoning = 6
        /// 7: manual input.
        case manual = 7
        /// 8: simulator.
        case simulated = 8
    }

    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: UTC time of the fix.
    public var time: UTCTime?
    /// Fields 2-3: latitude in degrees, south negative.
    public var latitude: Double?
    /// Fields 4-5: longitude in degrees, west negative.
    public var longitude: Double?
    /// Field 6: fix quality.
    public var quality: Quality?
    /// Field 7: satellites used in the fix.
    public var satellitesUsed: UInt8?
    /// Field 8: horizontal dilution of precision.
    public var hdop: Double?
    /// Fields 9-10: altitude above mean sea level, metres.
    public var altitude: Double?
    /// Fields 11-12: geoid separation (ellipsoid height minus MSL altitude), metres.
    public var geoidSeparation: Double?
    /// Field 13: age of the differential corrections, seconds.
    public var differentialAge: Double?
    /// Field 14: differential reference station ID, 0 to 1023.
    public var differentialStation: UInt16?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GGA with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GGA`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x41_47_47) }

    /// The fewest fields accepted: up to the fix quality. Some receivers leave out the
    /// trailing empty fields (a Saab R4 sends 13); missing fields read as `nil`.
    @usableFromInline static let minimumFieldCount = 6

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        latitude = f.latitude(line)
        longitude = f.longitude(line)
        quality = f.numbered(line)
        satellitesUsed = f.integer(line, 0...99)
        hdop = f.magnitude(line)
        let altitude = f.decimal(line)
        self.altitude = f.labelled(altitude, line, UInt8(ascii: "M"))
        let separation = f.decimal(line)
        geoidSeparation = f.labelled(separation, line, UInt8(ascii: "M"))
        differentialAge = f.magnitude(line)
        differentialStation = f.integer(line, 0...9999)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        w.latitude(latitude)
        w.longitude(longitude)
        w.integer(quality?.rawValue)
        w.integer(satellitesUsed, width: 2)
        w.decimal(hdop)
        w.decimal(altitude)
        w.unit("M", present: altitude != nil)
        w.decimal(geoidSeparation)
        w.unit("M", present: geoidSeparation != nil)
        w.decimal(differentialAge)
        w.integer(differentialStation, width: 4)
    }
}

extension GGA.Quality: LetterCode {
    public static let names = LetterCodeNames(of: GGA.Quality.self)
}
