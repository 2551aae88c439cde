import Foundation
import Positioning

/// Record times: whole milliseconds since 1970 in the database, ISO 8601 UTC in files.
///
/// Every time a store hands out has been rounded to the millisecond, so a record read back,
/// exported or imported compares equal to the one that was saved.
enum Timestamp {
    /// Milliseconds since 1970-01-01T00:00:00Z, rounded down.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// The date for milliseconds since 1970.
    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` rounded down to the millisecond.
    static func truncated(_ date: Date) -> Date {
        Self.date(milliseconds: milliseconds(date))
    }

    /// ISO 8601 UTC with milliseconds: `2024-03-15T14:30:22.000Z`.
    static func iso8601(_ date: Date) -> String {
        fixTime(date).iso8601
    }

    /// The date as a ``FixTime`` (UTC date and millisecond of day).
    static func fixTime(_ date: Date) -> FixTime {
        let ms = milliseconds(date)
        let days = ms >= 0 ? ms / 86_400_000 : (ms - 86_399_999) / 86_400_000
        return FixTime(date: CivilDate(daysSinceEpoch: Int(days)), millisecondOfDay: Int(ms - days * 86_400_000))
    }

    /// Parses `yyyy-MM-ddTHH:mm:ss[.fff]` followed by `Z` or `±HH:MM`.
    ///
    /// - Returns: `nil` when the text is not such a time.
    static func parse(_ text: String) -> Date? {
        guard let parts = TimestampText(text), let zone = parts.offsetSeconds, let date = parts.date else {
            return nil
        }
        let ms = Int64(date.daysSinceEpoch) * 86_400_000 + Int64(parts.millisecondOfDay ?? 0) - Int64(zone) * 1000
        return Self.date(milliseconds: ms)
    }
}

/// The pieces of an ISO 8601 date, date-time or time of day, before any time zone is applied.
struct TimestampText {
    /// The calendar date, when the text has one.
    var date: CivilDate?
    /// Milliseconds since midnight, when the text has a time.
    var millisecondOfDay: Int?
    /// The UTC offset in seconds (`Z` is 0), or `nil` when the text names no zone.
    var offsetSeconds: Int?

    /// Splits `yyyy-MM-dd`, `HH:mm:ss[.fff]`, or `yyyy-MM-ddTHH:mm:ss[.fff]`, each time
    /// optionally followed by `Z` or `±HH:MM`. Returns `nil` for anything else.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        if bytes.count >= 10, bytes[bytes.startIndex + 4] == UInt8(ascii: "-") {
            guard let y = Self.number(&bytes, 4), Self.take(&bytes, "-"), let mo = Self.number(&bytes, 2),
                  Self.take(&bytes, "-"), let d = Self.number(&bytes, 2),
                  let date = CivilDate(year: y, month: mo, day: d) else { return nil }
            self.date = date
            if bytes.isEmpty { return }
            guard Self.take(&bytes, "T") || Self.take(&bytes, " ") else { return nil }
        }
        guard let h = Self.number(&bytes, 2), h < 24, Self.take(&bytes, ":"), let mi = Self.number(&bytes, 2), mi < 60,
              Self.take(&bytes, ":"), let s = Self.number(&bytes, 2), s <= 60 else { return nil }
        var ms = 0
        if Self.take(&bytes, ".") {
            var digits = 0
            var scale = 100
            while let b = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) {
                ms += Int(b - UInt8(ascii: "0")) * scale
                scale /= 10
                digits += 1
                bytes.removeFirst()
            }
            guard digits > 0 else { return nil }
        }
        millisecondOfDay = ((h * 60 + mi) * 60 + s) * 1000 + ms
        if bytes.isEmpty { return }
        if Self.take(&bytes, "Z") {
            offsetSeconds = 0
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes.removeFirst()
            guard let oh = Self.number(&bytes, 2), oh < 24, Self.take(&bytes, ":"), let om = Self.number(&bytes, 2), om < 60
            else { return nil }
            offsetSeconds = (sign == UInt8(ascii: "+") ? 1 : -1) * (oh * 3600 + om * 60)
        }
        guard bytes.isEmpty else { return nil }
    }

    private static func take(_ bytes: inout ArraySlice<UInt8>, _ char: Unicode.Scalar) -> Bool {
        guard bytes.first == UInt8(ascii: char) else { return false }
        bytes.removeFirst()
        return true
    }

    private static func number(_ bytes: inout ArraySlice<UInt8>, _ width: Int) -> Int? {
        guard bytes.count >= width else { return nil }
        var value = 0
        for b in bytes.prefix(width) {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
        }
        bytes.removeFirst(width)
        return value
    }
}
