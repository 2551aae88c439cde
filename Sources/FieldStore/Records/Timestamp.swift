import Foundation
import Positioning

/// Record times: whole milliseconds since 1970 in the database, ISO 8601 UTC in files.
///
/// Every time a store hands out has been rounded to the millisecond, so a record read back,
/// exported or imported compares equal to the one that was saved.
package enum Timestamp {
    /// Milliseconds since 1970-01-01T00:00:00Z, rounded down.
    package static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// The date for milliseconds since 1970.
    package static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` rounded down to the millisecond.
    package static func truncated(_ date: Date) -> Date {
        Self.date(milliseconds: milliseconds(date))
    }

    /// ISO 8601 UTC with milliseconds: `2024-03-15T14:30:22.000Z`.
    package static func iso8601(_ date: Date) -> String {
        fixTime(date).iso8601
    }

    /// The date as a ``FixTime`` (UTC date and millisecond of day).
    package static func fixTime(_ date: Date) -> FixTime {
        FixTime(unixMilliseconds: milliseconds(date))
    }

    /// Parses `yyyy-MM-ddTHH:mm:ss[.fff]` followed by `Z` or `±HH:MM`.
    ///
    /// - Returns: `nil` when the text is not such a time.
    package static func parse(_ text: String) -> Date? {
        TimestampText(text)?.unixMilliseconds.map(Self.date(milliseconds:))
    }
}
