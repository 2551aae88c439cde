/// A UTC calendar date as NMEA sentences send it.
///
/// RMC sends `ddmmyy` with a two-digit year. The rule: years 80 to 99 are 1980 to 1999
/// and years 00 to 79 are 2000 to 2079 (GPS time starts in 1980, so no receiver reports
/// an earlier date). ZDA sends the full four-digit year and needs no rule. GPS week
/// rollovers (old receivers reporting dates 1024 weeks early) are not corrected here.
public struct UTCDate: Hashable, Sendable, CustomStringConvertible {
    /// The full year, such as 2024.
    public var year: Int16
    /// The month, 1 to 12.
    public var month: UInt8
    /// The day of the month, 1 to 31.
    public var day: UInt8

    /// Creates a date; `nil` when the month or day is out of range (29 February only in leap years).
    @inlinable
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days: Int
        switch month {
        case 2: days = leap ? 29 : 28
        case 4, 6, 9, 11: days = 30
        default: days = 31
        }
        guard day <= days else { return nil }
        self.year = Int16(year)
        self.month = UInt8(month)
        self.day = UInt8(day)
    }

    /// The full year for a two-digit year: 80...99 give 1980...1999, 0...79 give 2000...2079.
    @inlinable
    public static func fullYear(twoDigitYear yy: Int) -> Int {
        yy >= 80 ? 1900 + yy : 2000 + yy
    }

    /// `yyyy-mm-dd`.
    public var description: String {
        "\(padded(Int(year), 4))-\(padded(Int(month), 2))-\(padded(Int(day), 2))"
    }
}
