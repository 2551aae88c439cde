/// Instants from the fixes' own times, for reading a log: time passes as the receiver said
/// it did, not as fast as the file is read. The first time is instant 0. Dated times count
/// from it by their dates; a time of day without a date counts from it within one day
/// (a log without dates that runs past midnight goes on, never back).
public struct FixTimeline: Sendable {
    private var first: FixTime?
    private var latest = Instant(seconds: 0)

    /// An empty timeline: its first fix time will be instant 0.
    public init() {}

    /// The instant of a fix time; a fix without a time is at the latest instant.
    public mutating func instant(of time: FixTime?) -> Instant {
        guard let time else { return latest }
        guard let first else {
            first = time
            return latest
        }
        var elapsed = FixTime.milliseconds(from: first, to: time)
        if first.date == nil || time.date == nil, elapsed < 0 { elapsed += 86_400_000 }
        latest = Instant(seconds: Double(elapsed) / 1000)
        return latest
    }
}
