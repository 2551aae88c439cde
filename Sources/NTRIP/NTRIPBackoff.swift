/// How long to wait before the next attempt: doubling from ``initialDelay`` up to
/// ``maximumDelay``, each delay drawn between half of it and all of it, so that clients cut
/// off together do not come back together.
public struct NTRIPBackoff: Hashable, Sendable {
    public var initialDelay: Double
    public var maximumDelay: Double
    private var failures = 0

    public init(initialDelay: Double = 1, maximumDelay: Double = 30) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// The next delay, seconds; `unit` is a uniform draw in 0..<1. `atMost` skips the
    /// doubling (a refusal that is not worth hammering: a 401, a missing mountpoint).
    public mutating func nextDelay(unit: Double, atMost: Bool = false) -> Double {
        let doubled = initialDelay * Double(1 << min(failures, 16))
        failures += 1
        let base = atMost ? maximumDelay : min(doubled, maximumDelay)
        return base * (0.5 + 0.5 * unit)
    }

    /// Starts again from ``initialDelay``: called once a connection streamed.
    public mutating func reset() { failures = 0 }
}
