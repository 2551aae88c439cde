/// A clock that gives ``Instant``s and waits for them: the system's (``SystemClock``), or
/// one a test moves by hand.
public protocol MonotonicClock: Sendable {
    /// The current instant; never goes back.
    func now() -> Instant
    /// Returns once ``now()`` has reached `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled.
    func sleep(until deadline: Instant) async throws
}

/// The system's monotonic clock (`ContinuousClock`), its origin when it was made.
public struct SystemClock: MonotonicClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// A clock whose origin is now.
    public init() { origin = clock.now }

    public func now() -> Instant {
        let elapsed = origin.duration(to: clock.now).components
        return Instant(seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }

    public func sleep(until deadline: Instant) async throws {
        try await clock.sleep(until: origin.advanced(by: .seconds(deadline.seconds)))
    }
}
