/// A reading of a monotonic clock: seconds since an origin the clock chose.
///
/// The library's one time model. Its pure parts (``AccuracyEngine``'s ages, the location
/// tracker's staleness, capture sessions' timeouts and averaging) take instants as values
/// and never read a clock; the owner reads a ``MonotonicClock`` (the system's, or one a test
/// drives), or derives instants from the fixes' own times (``FixTimeline``), as a replay does.
public struct Instant: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Seconds since the clock's origin.
    public var seconds: Double

    /// The instant `seconds` after the clock's origin.
    public init(seconds: Double) { self.seconds = seconds }

    /// The instant of a literal number of seconds (tests and fixed schedules).
    public init(floatLiteral value: Double) { seconds = value }

    /// The instant of a literal whole number of seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }

    /// The instant `seconds` later (earlier when negative).
    public func advanced(by seconds: Double) -> Instant { Instant(seconds: self.seconds + seconds) }

    /// Seconds from `earlier` to this instant (negative when `earlier` is later).
    public func seconds(since earlier: Instant) -> Double { seconds - earlier.seconds }

    public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
}
