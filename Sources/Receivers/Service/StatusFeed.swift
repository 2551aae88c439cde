/// The statuses of a ``LocationService``, ended early when asked (Ctrl-C, SIGTERM) or after a
/// duration, for front ends that follow a live source.
///
/// The source runs in a task of its own; iterating ``statuses`` needs no `Sendable`
/// handler, so the loop keeps its state in plain local variables. Call ``stop()`` when done.
public struct StatusFeed: Sendable {
    /// The service's statuses; the stream finishes when the source ends, when
    /// `stopRequested` says so (checked every 50 ms), or when the duration has passed. A
    /// consumer that falls behind gets the newest, as from the service itself, and the
    /// statuses dropped here are counted with the service's (``LocationStatus/droppedStatuses``).
    public let statuses: AsyncStream<LocationStatus>
    private let forwarder: Task<Void, Never>
    private let watcher: Task<Void, Never>

    /// Starts `service` and ends its statuses after `duration` seconds, when given, or once
    /// `stopRequested` returns true.
    public init(_ service: LocationService, duration: Double?, stopRequested: @escaping @Sendable () -> Bool) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: LocationStatus.self, bufferingPolicy: .bufferingNewest(LocationService.statusBufferLimit))
        let forwarder = Task {
            var dropped = 0
            for await var status in service.statuses() {
                status.droppedStatuses += dropped
                if case .dropped = continuation.yield(status) { dropped += 1 }
            }
            continuation.finish()
        }
        watcher = Task {
            let started = ContinuousClock.now
            while !Task.isCancelled {
                if stopRequested() { break }
                if let duration, ContinuousClock.now - started >= .seconds(duration) { break }
                try? await Task.sleep(for: .milliseconds(50))
            }
            continuation.finish()
            forwarder.cancel()
        }
        self.forwarder = forwarder
        statuses = stream
    }

    /// Stops the source and waits until it is stopped.
    public func stop() async {
        watcher.cancel()
        forwarder.cancel()
        await forwarder.value
    }
}
