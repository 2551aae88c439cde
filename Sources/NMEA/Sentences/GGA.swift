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
public struct GGA: PositionFixSentence, Hashable, Sendable {
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

    /// Fields 1-5 and 7-14: time, position, satellites used, HDOP, altitude, geoid
    /// separation, differential age and station, as GNS has them too. Read and set them
    /// through the GGA itself (`gga.latitude`).
    public var fix = PositionFixFields()
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 6: fix quality.
    public var quality: Quality?
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
        fix.readPosition(&f, line)
        quality = f.numbered(line)
        fix.readSolution(&f, line, unitFields: true)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        fix.writePosition(to: &w)
        w.integer(quality?.rawValue)
        fix.writeSolution(to: &w, unitFields: true)
    }
}

extension GGA.Quality: LetterCode {
    public static let names = LetterCodeNames(of: GGA.Quality.self)
}
