import Synchronization

/// How many wrong pairing tokens the server answers: ``failuresPerMinute`` in any minute,
/// then every pairing attempt is refused until the oldest of them is a minute old. A token
/// of at least 128 bits cannot be guessed anyway; this keeps a guesser from filling the log
/// and the CPU. Time is given, so the rule is tested without waiting.
final class PairingThrottle: Sendable {
    /// Wrong tokens allowed in a minute.
    static let failuresPerMinute = 10

    private let failures = Mutex<[ContinuousClock.Instant]>([])

    /// Whether an attempt at `now` is answered.
    func allowsAttempt(at now: ContinuousClock.Instant) -> Bool {
        failures.withLock { failures in
            failures.removeAll { now - $0 > .seconds(60) }
            return failures.count < Self.failuresPerMinute
        }
    }

    /// Counts a wrong token given at `now`.
    func recordFailure(at now: ContinuousClock.Instant) {
        failures.withLock { $0.append(now) }
    }
}
