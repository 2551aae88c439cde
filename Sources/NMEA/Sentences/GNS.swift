/// GNS: GNSS fix data, with one mode letter per constellation.
///
/// ```
///        1         2       3 4        5 6    7  8   9   10  11  12   13
///        |         |       | |        | |    |  |   |   |   |   |    |
/// $--GNS,hhmmss.ss,ddmm.mm,a,dddmm.mm,a,c--c,xx,x.x,x.x,x.x,x.x,xxxx,a*hh
/// ```
/// 1 UTC time, 2-3 latitude, 4-5 longitude, 6 mode letters (GPS, GLONASS, Galileo,
/// BeiDou, QZSS, NavIC), 7 satellites used, 8 HDOP, 9 altitude above mean sea level (m),
/// 10 geoid separation (m), 11 age of differential data (s), 12 differential station ID,
/// 13 navigational status (NMEA 4.10 and later).
public struct GNS: Hashable, Sendable {
    /// The talker (`GN`, `GP`...).
    public var talker: Talker
    /// Field 1: UTC time of the fix.
    public var time: UTCTime?
    /// Fields 2-3: latitude in degrees, south negative.
    public var latitude: Double?
    /// Field 7: satellites used in the fix.
    public var satellitesUsed: UInt8?
    /// Field 12: differential reference station ID.
    public var differentialStation: UInt16?
    /// Fields 4-5: longitude in degrees, west negative.
    public var longitude: Double?
    /// Field 13: navigational status (NMEA 4.10 and later).
    public var navigationalStatus: NavigationalStatus?
    /// Field 6 as stored: no letters when the field is empty. Stored unwrapped (and the
    /// small fields placed in padding) so that ``Sentence`` stays within 128 bytes,
    /// the size up to which copies are inlined rather than calls to `memcpy`.
    @usableFromInline var modeLetters = ModeIndicators(letters: 0)
    /// Field 8: horizontal dilution of precision.
    public var hdop: Double?
    /// Field 9: altitude above mean sea level, metres.
    public var altitude: Double?
    /// Field 10: geoid separation (ellipsoid height minus MSL altitude), metres.
    public var geoidSeparation: Double?
    /// Field 11: age of the differential corrections, seconds.
    public var differentialAge: Double?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Field 6: the mode of each constellation.
    public var modes: ModeIndicators? {
        get { modeLetters.count == 0 ? nil : modeLetters }
        set { modeLetters = newValue ?? ModeIndicators(letters: 0) }
    }

    /// Creates a GNS with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GNS`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x53_4E_47) }

    /// The fewest fields accepted (before NMEA 4.10, no navigational status).
    @usableFromInline static let minimumFieldCount = 12

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        latitude = f.latitude(line)
        longitude = f.longitude(line)
        modeLetters = f.modes(line) ?? ModeIndicators(letters: 0)
        satellitesUsed = f.integer(line, 0...99)
        hdop = f.magnitude(line)
        altitude = f.decimal(line)
        geoidSeparation = f.decimal(line)
        differentialAge = f.magnitude(line)
        differentialStation = f.integer(line, 0...9999)
        navigationalStatus = f.letter(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        w.latitude(latitude)
        w.longitude(longitude)
        w.raw(modes?.modes.map(\.rawValue) ?? [])
        w.integer(satellitesUsed, width: 2)
        w.decimal(hdop)
        w.decimal(altitude)
        w.decimal(geoidSeparation)
        w.decimal(differentialAge)
        w.integer(differentialStation, width: 4)
        w.letter(navigationalStatus)
    }
}
