import Receivers
import Synchronization

/// A clock that moves only when the test says so.
final class ManualClock: ServiceClock {
    private struct State {
        var now = 0.0
        var sleepers: [(deadline: Double, continuation: CheckedContinuation<Void, any Error>)] = []
    }

    private let state = Mutex(State())

    func now() -> Double { state.withLock { $0.now } }

    func sleep(until deadline: Double) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let due = state.withLock { state in
                if deadline <= state.now { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if due { continuation.resume() }
        }
    }

    /// Moves the clock forward and wakes the sleepers that are due.
    func advance(by seconds: Double) {
        let due = state.withLock { state in
            state.now += seconds
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
