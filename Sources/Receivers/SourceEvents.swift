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
