import Pictures
import Positioning
import Synchronization

/// The accuracy of the latest fixes, in a ring buffer of fixed size: the samples the live
/// accuracy chart draws. Times are seconds on the clock it is given (the server's
/// `SystemClock`), read when each epoch arrives.
final class FixHistory: Sendable {
    /// How many epochs are kept (an hour at 1 Hz, a quarter hour at 4 Hz).
    let capacity: Int
    private let state: Mutex<State>
    private let clock: any MonotonicClock

    private struct State {
        var samples: [TimelineSample] = []
        /// Where the next sample goes once the buffer is full.
        var next = 0
    }

    /// A history that keeps the latest `capacity` epochs, timed by `clock`.
    init(capacity: Int = 3600, clock: any MonotonicClock = SystemClock()) {
        precondition(capacity > 0, "FixHistory capacity must be positive, got \(capacity)")
        self.capacity = capacity
        self.clock = clock
        state = Mutex(State())
    }

    /// Seconds on the history's clock.
    var now: Double { clock.now().seconds }

    /// Keeps one epoch, received now.
    func add(_ update: LocationUpdate) {
        let sample = TimelineSample(seconds: now, accuracy: update.horizontalAccuracy?.meters,
                                    mode: update.fix.mode, satellitesUsed: update.fix.satellitesUsed)
        state.withLock { state in
            if state.samples.count < capacity {
                state.samples.append(sample)
            } else {
                state.samples[state.next] = sample
                state.next = (state.next + 1) % capacity
            }
        }
    }

    /// The epochs of the last `seconds`, oldest first.
    func samples(within seconds: Double) -> [TimelineSample] {
        let since = now - seconds
        return state.withLock { state in
            let ordered = state.samples[state.next...] + state.samples[..<state.next]
            return ordered.filter { $0.seconds >= since }
        }
    }
}
