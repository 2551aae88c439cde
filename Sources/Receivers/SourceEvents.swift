import Foundation

/// The events of a ``SourceRun``, in order. Each fix taken from it frees a place in the
/// run's bounded queue (``SourceRun/queuedFixLimit``), for which the source's thread waits
/// when the consumer falls behind.
public struct SourceEvents: AsyncSequence, Sendable {
    public typealias Element = SourceEvent

    let stream: AsyncStream<SourceEvent>
    let places: QueuePlaces

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<SourceEvent>.AsyncIterator
        let places: QueuePlaces

        public mutating func next() async -> SourceEvent? {
            let event = await base.next()
            if case .fix = event { places.free() }
            return event
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator(), places: places)
    }
}

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
