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

extension TimeRange {
    /// Why the time range a list or an export asks for cannot be used.
    public enum RequestError: Error, Hashable, Sendable, CustomStringConvertible {
        /// A preset given with a bound.
        case presetAndBounds
        /// A bound (`name` is `from` or `to`) that is not an ISO 8601 date or date-time.
        case notATime(name: String, text: String)
        /// A `from` after the `to` given with it.
        case fromAfterTo(from: String, to: String)

        /// What went wrong, each parameter's name after `prefix` (`--` on the command line).
        public func message(prefix: String) -> String {
            switch self {
            case .presetAndBounds: "use either \(prefix)range or \(prefix)from/\(prefix)to, not both"
            case let .notATime(name, text): "\(prefix)\(name) \(text) is not an ISO 8601 date or date-time"
            case let .fromAfterTo(from, to): "\(prefix)from \(from) is after \(prefix)to \(to)"
            }
        }

        public var description: String { message(prefix: "") }
    }

    /// The range a list or an export asks for, the one rule of the command line's
    /// `--range`/`--from`/`--to` and the API's `range`/`from`/`to`: a preset, or the bounds
    /// read by ``bound(_:isUpperBound:timeZone:)``; `nil` when none is given (no time condition).
    ///
    /// The range ends at `to`, else at `now`. A `from` after `to` is refused only when both
    /// are given: a `from` alone later than `now` is a range that selects nothing, not an
    /// error (nothing was asked that contradicts itself, and a client whose clock runs ahead
    /// of this one's gets an empty list rather than a complaint about a `to` it never sent).
    public static func requested(
        preset: Preset?, from: String?, to: String?, now: Date, timeZone: TimeZone = .current
    ) throws(RequestError) -> TimeRange? {
        if let preset {
            guard from == nil && to == nil else { throw .presetAndBounds }
            return TimeRange(preset, now: now)
        }
        guard from != nil || to != nil else { return nil }
        let start = try from.map { text throws(RequestError) in
            guard let date = bound(text, isUpperBound: false, timeZone: timeZone) else { throw .notATime(name: "from", text: text) }
            return date
        }
        let end = try to.map { text throws(RequestError) in
            guard let date = bound(text, isUpperBound: true, timeZone: timeZone) else { throw .notATime(name: "to", text: text) }
            return date
        }
        if let from, let to, let start, let end, start > end { throw .fromAfterTo(from: from, to: to) }
        return TimeRange(start: start, end: end ?? now)
    }
}
