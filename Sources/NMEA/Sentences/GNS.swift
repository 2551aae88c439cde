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
public struct GNS: PositionFixSentence, Hashable, Sendable {
    /// Fields 1-5 and 7-12: time, position, satellites used, HDOP, altitude, geoid
    /// separation, differential age and station, as GGA has them too. Read and set them
    /// through the GNS itself (`gns.latitude`).
    public var fix = PositionFixFields()
    /// The talker (`GN`, `GP`...).
    public var talker: Talker
    /// Field 13: navigational status (NMEA 4.10 and later).
    public var navigationalStatus: NavigationalStatus?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()
    /// Field 6 as stored: no letters when the field is empty. Stored unwrapped so that
    /// ``Sentence`` stays within 128 bytes, the size up to which copies are inlined rather
    /// than calls to `memcpy`.
    @usableFromInline var modeLetters = ModeIndicators(letters: 0)

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
        fix.readPosition(&f, line)
        modeLetters = f.modes(line) ?? ModeIndicators(letters: 0)
        fix.readSolution(&f, line, unitFields: false)
        navigationalStatus = f.letter(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        fix.writePosition(to: &w)
        w.raw(modes?.modes.map(\.rawValue) ?? [])
        fix.writeSolution(to: &w, unitFields: false)
        w.letter(navigationalStatus)
    }
}
