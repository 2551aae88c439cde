/// The statuses of a ``LocationService``, ended early when asked (Ctrl-C, SIGTERM) or after a
/// duration, for front ends that follow a live source.
///
/// The source runs in a task of its own; iterating ``statuses`` needs no `Sendable`
/// handler, so the loop keeps its state in plain local variables. Call ``stop()`` when done.
public struct StatusFeed: Sendable {
    /// The service's statuses; the stream finishes when the source ends, when
    /// `stopRequested` says so (checked every 50 ms), or when the duration has passed.
    public let statuses: AsyncStream<LocationStatus>
    private let forwarder: Task<Void, Never>
    private let watcher: Task<Void, Never>

    /// Starts `service` and ends its statuses after `duration` seconds, when given, or once
    /// `stopRequested` returns true.
    public init(_ service: LocationService, duration: Double?, stopRequested: @escaping @Sendable () -> Bool) {
        let (stream, continuation) = AsyncStream.makeStream(of: LocationStatus.self)
        let forwarder = Task {
            for await status in service.statuses() { continuation.yield(status) }
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
