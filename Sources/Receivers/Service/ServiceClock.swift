/// The clock a ``LocationService`` measures fix ages with; tests give one they control.
public protocol ServiceClock: Sendable {
    /// Seconds on a monotonic scale (any origin).
    func now() -> Double
    /// Returns once ``now()`` has reached `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled.
    func sleep(until deadline: Double) async throws
}

/// The system's monotonic clock (`ContinuousClock`).
public struct SystemServiceClock: ServiceClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// A clock whose origin is now.
    public init() { origin = clock.now }

    public func now() -> Double {
        let elapsed = origin.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    public func sleep(until deadline: Double) async throws {
        try await clock.sleep(until: origin.advanced(by: .seconds(deadline)))
    }
}
