/// Carries the date told by RMC or ZDA over to epochs that carry only a time of day
/// (GGA, GNS, GLL...), across midnight (and so across month and year ends).
///
/// A time of day more than 12 hours before the last one seen is taken to follow midnight;
/// more than 12 hours after it (a late sentence from before midnight), the day before.
/// Until a date has been told, dates are unknown, never guessed.
struct DateTracker: Sendable {
    private var date: CivilDate?
    private var lastMillisecond = 0
    private static let halfDay = 43_200_000

    /// A sentence told the date for this time of day.
    mutating func observe(_ date: CivilDate, at millisecondOfDay: Int) {
        self.date = date
        lastMillisecond = millisecondOfDay
    }

    /// The date of an epoch at this time of day, or `nil` while no date is known.
    mutating func date(at millisecondOfDay: Int) -> CivilDate? {
        guard let date else { return nil }
        if millisecondOfDay < lastMillisecond - Self.halfDay {
            let next = date.next
            observe(next, at: millisecondOfDay)
            return next
        }
        if millisecondOfDay > lastMillisecond + Self.halfDay {
            return CivilDate(daysSinceEpoch: date.daysSinceEpoch - 1)
        }
        lastMillisecond = max(lastMillisecond, millisecondOfDay)
        return date
    }
}
