import Positioning

/// How long to wait before handing on each fix of a log, so that a replay keeps the log's
/// own pace (divided by a speed factor). Pure: it returns delays, the caller sleeps.
public struct ReplayPacer: Sendable {
    /// How many times faster than recorded (1: as recorded).
    public let speed: Double
    /// Gaps longer than this (holes in a log), or running backwards, are not waited for, seconds.
    public let longestGap: Double
    private var last: Int64?

    /// A pacer for `speed` times the recorded pace.
    public init(speed: Double, longestGap: Double = 60) {
        self.speed = speed
        self.longestGap = longestGap
    }

    /// The seconds to wait before the fix at `time`, after the previous fix with a time.
    public mutating func delay(before time: FixTime?) -> Double {
        guard let time else { return 0 }
        let now = time.unixMilliseconds ?? Int64(time.millisecondOfDay)
        defer { last = now }
        guard let last, now > last, Double(now - last) <= longestGap * 1000 else { return 0 }
        return Double(now - last) / 1000 / speed
    }
}
