import Foundation
import Positioning

/// A closed time interval for queries: records whose own interval overlaps it are selected.
///
/// A tree's interval runs from `createdAt` to `updatedAt`, an issue's is the instant
/// `createdAt`. Both bounds are inclusive: a record created exactly at ``end`` or last
/// updated exactly at ``start`` is in the range.
public struct TimeRange: Hashable, Sendable {
    /// The first instant included, or `nil` for no lower bound.
    public var start: Date?
    /// The last instant included.
    public var end: Date

    /// Creates a range; `start` `nil` means "since the beginning".
    public init(start: Date?, end: Date) {
        self.start = start
        self.end = end
    }

    /// The ranges offered on the command line.
    public enum Preset: String, Sendable, CaseIterable, Hashable {
        /// The 3 600 s up to now.
        case lastHour = "last-hour"
        /// From the last local midnight up to now.
        case today
        /// The 7 × 86 400 s up to now.
        case sevenDays = "7-days"
        /// Everything up to now.
        case all
    }

    /// The range a preset names, ending at `now`.
    ///
    /// - Parameter calendar: the calendar (and time zone) that says where "today" starts.
    public init(_ preset: Preset, now: Date, calendar: Calendar = .current) {
        switch preset {
        case .lastHour: self.init(start: now.addingTimeInterval(-3600), end: now)
        case .today: self.init(start: calendar.startOfDay(for: now), end: now)
        case .sevenDays: self.init(start: now.addingTimeInterval(-7 * 86_400), end: now)
        case .all: self.init(start: nil, end: now)
        }
    }

    /// Whether the interval `from...to` shares at least one instant with this range.
    public func overlaps(from: Date, to: Date) -> Bool {
        from <= end && (start.map { to >= $0 } ?? true)
    }

    /// The bounds in milliseconds for SQL: `first <= recordEnd AND recordStart <= last`.
    var milliseconds: (first: Int64, last: Int64) {
        (start.map(Timestamp.milliseconds) ?? Int64.min, Timestamp.milliseconds(end))
    }

    /// Parses a `--from`/`--to` bound: an ISO 8601 date-time with or without a zone (no
    /// zone: local time), or a date alone, which means the start of that day for a lower
    /// bound and its last millisecond for an upper bound (so `--to` a date includes the day).
    /// A time to the minute (`2024-03-15 14:30`, as `trees list` prints) likewise includes
    /// that whole minute as an upper bound.
    ///
    /// - Returns: `nil` when the text is not such a date or time.
    public static func bound(_ text: String, isUpperBound: Bool, timeZone: TimeZone = .current) -> Date? {
        guard let parts = TimestampText(text), let date = parts.date else { return nil }
        let dayMs = Int64(date.daysSinceEpoch) * 86_400_000
        let ms: Int64
        if let time = parts.millisecondOfDay {
            let local = dayMs + Int64(time) + (isUpperBound && parts.toTheMinute ? 59_999 : 0)
            let offset = parts.offsetSeconds ?? timeZone.secondsFromGMT(for: Timestamp.date(milliseconds: local))
            ms = local - Int64(offset) * 1000
        } else {
            let local = isUpperBound ? dayMs + 86_399_999 : dayMs
            ms = local - Int64(timeZone.secondsFromGMT(for: Timestamp.date(milliseconds: local))) * 1000
        }
        return Timestamp.date(milliseconds: ms)
    }
}
