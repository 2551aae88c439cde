/// ZDA: UTC date and time, with the local time zone.
///
/// ```
///        1         2  3  4    5  6
///        |         |  |  |    |  |
/// $--ZDA,hhmmss.ss,xx,xx,xxxx,xx,xx*hh
/// ```
/// 1 UTC time, 2 day, 3 month, 4 year (four digits), 5 local zone hours (-13 to 13),
/// 6 local zone minutes.
public struct ZDA: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: UTC time.
    public var time: UTCTime?
    /// Fields 2-4: UTC date; `nil` when any of the three is empty. An impossible date
    /// (31 April) marks the day field malformed.
    public var date: UTCDate?
    /// Field 5: local time zone offset, hours.
    public var localZoneHours: Int8?
    /// Field 6: local time zone offset, minutes.
    public var localZoneMinutes: UInt8?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a ZDA with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `ZDA`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x41_44_5A) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 4

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        let day: Int? = f.integer(line, 1...31)
        let month: Int? = f.integer(line, 1...12)
        let year: Int? = f.integer(line, 0...9999)
        if let day, let month, let year {
            date = UTCDate(year: year, month: month, day: day)
            if date == nil { f.invalid.insert(2) }
        }
        localZoneHours = f.integer(line, -13...13)
        localZoneMinutes = f.integer(line, 0...59)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        w.integer(date?.day, width: 2)
        w.integer(date?.month, width: 2)
        w.integer(date?.year, width: 4)
        w.integer(localZoneHours, width: 2)
        w.integer(localZoneMinutes, width: 2)
    }
}
