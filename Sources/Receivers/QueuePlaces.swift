import Foundation

/// The free places of a bounded queue between a thread that waits for one and a consumer
/// that frees them.
final class QueuePlaces: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var available: Int

    init(_ count: Int) {
        available = count
    }

    /// Takes a place, waiting while there is none; checks `stop` at least every `poll`
    /// seconds and returns `false`, having taken nothing, once it says so.
    func take(poll: Double, stop: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while available == 0 {
            if stop() { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: poll))
        }
        available -= 1
        return true
    }

    /// Gives a place back.
    func free() {
        condition.lock()
        available += 1
        condition.signal()
        condition.unlock()
    }
}
