/// The UTC time of a fix: always a time of day, and a date when the receiver told one.
///
/// Receivers that send only GGA give a time of day and no date; such fixes are still
/// fixes, with ``date`` `nil` (the date is unknown, never guessed).
public struct FixTime: Hashable, Sendable {
    /// The UTC date, or `nil` when no sentence of the stream has told it yet.
    public var date: CivilDate?
    /// Milliseconds since UTC midnight, 0 to 86 400 999 (a leap second gives 86 400 000 and up).
    public var millisecondOfDay: Int

    /// Creates a time from a date (optional) and milliseconds since midnight.
    public init(date: CivilDate?, millisecondOfDay: Int) {
        self.date = date
        self.millisecondOfDay = millisecondOfDay
    }

    /// The time `milliseconds` after 1970-01-01T00:00:00Z (before it when negative).
    public init(unixMilliseconds milliseconds: Int64) {
        let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        self.init(date: CivilDate(daysSinceEpoch: Int(days)), millisecondOfDay: Int(milliseconds - days * 86_400_000))
    }

    /// Milliseconds since 1970-01-01T00:00:00Z, or `nil` when the date is unknown.
    public var unixMilliseconds: Int64? {
        guard let date else { return nil }
        return Int64(date.daysSinceEpoch) * 86_400_000 + Int64(millisecondOfDay)
    }

    /// Milliseconds from `start` to `end`: by their dates when both have one, else by their
    /// times of day (see ``millisecondsOfDay(from:to:)``).
    public static func milliseconds(from start: FixTime, to end: FixTime) -> Int64 {
        if let a = start.unixMilliseconds, let b = end.unixMilliseconds { return b - a }
        return Int64(millisecondsOfDay(from: start.millisecondOfDay, to: end.millisecondOfDay))
    }

    /// Milliseconds from one time of day to another, a step back of more than 12 hours being
    /// taken across midnight (23:59:59 to 00:00:01 is 2 s); the one midnight rule of FieldFix.
    public static func millisecondsOfDay(from start: Int, to end: Int) -> Int {
        let elapsed = end - start
        return elapsed < -43_200_000 ? elapsed + 86_400_000 : elapsed
    }

    /// ISO 8601 in UTC with milliseconds (`2024-03-15T14:30:22.000Z`), or the time of day
    /// alone (`14:30:22.000`) when the date is unknown. A leap second is `23:59:60.sss`.
    public var iso8601: String {
        var ms = millisecondOfDay
        let h = min(ms / 3_600_000, 23); ms -= h * 3_600_000
        let m = min(ms / 60_000, 59); ms -= m * 60_000
        let s = ms / 1000; ms -= s * 1000
        let clock = "\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2)).\(pad(ms, 3))"
        guard let date else { return clock }
        return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T\(clock)Z"
    }
}

/// Zero-pads a non-negative number to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
