extension FixTime {
    /// Milliseconds from 1970-01-01 to the GPS epoch, 1980-01-06.
    private static let gpsEpochMilliseconds: Int64 = 3657 * 86_400_000

    /// A UTC date and time of day with a signed nanosecond correction (UBX NAV-PVT and
    /// NAV-TIMEUTC `nano`, -1e9 to 1e9), to the millisecond, rounded to the nearest.
    init(utcDate date: CivilDate, hour: UInt8, minute: UInt8, second: UInt8, nano: Int32) {
        let seconds = Int64(hour) * 3600 + Int64(minute) * 60 + Int64(second)
        self.init(unixMilliseconds: Int64(date.daysSinceEpoch) * 86_400_000 + seconds * 1000
            + FixTime.roundedMilliseconds(nanoseconds: Int64(nano)))
    }

    /// The UTC time of a GPS week, time of week (ms) and fraction (ns, UBX `fTOW`), less
    /// `leapSeconds`, to the millisecond, rounded to the nearest.
    init(gpsWeek week: Int, timeOfWeek: UInt32, fraction: Int32, leapSeconds: Int) {
        self.init(unixMilliseconds: FixTime.gpsEpochMilliseconds + Int64(week) * 7 * 86_400_000
            + Int64(timeOfWeek) + FixTime.roundedMilliseconds(nanoseconds: Int64(fraction)) - Int64(leapSeconds) * 1000)
    }

    /// Nanoseconds to the nearest millisecond (halves away from zero).
    private static func roundedMilliseconds(nanoseconds: Int64) -> Int64 {
        nanoseconds >= 0 ? (nanoseconds + 500_000) / 1_000_000 : -((-nanoseconds + 500_000) / 1_000_000)
    }
}
