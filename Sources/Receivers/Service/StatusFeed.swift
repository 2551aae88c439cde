import Receivers

/// The statuses of a ``LocationService``, ended early by Ctrl-C, SIGTERM or a duration, for
/// the commands that follow a live source (`live`, `trees find`, `near --source`).
///
/// The source runs in a task of its own; iterating ``statuses`` needs no `Sendable`
/// handler, so the loop keeps its state in plain local variables. Call ``stop()`` when done.
struct StatusFeed: Sendable {
    /// The service's statuses; the stream finishes when the source ends, on Ctrl-C or
    /// SIGTERM, or when the duration has passed.
    let statuses: AsyncStream<LocationStatus>
    private let forwarder: Task<Void, Never>
    private let watcher: Task<Void, Never>

    /// Starts `service` (installing the Ctrl-C handler) and ends its statuses after
    /// `duration` seconds, when given.
    init(_ service: LocationService, duration: Double?) {
        Interruption.install()
        let (stream, continuation) = AsyncStream.makeStream(of: LocationStatus.self)
        let forwarder = Task {
            for await status in service.statuses() { continuation.yield(status) }
            continuation.finish()
        }
        watcher = Task {
            let started = ContinuousClock.now
            while !Task.isCancelled {
                if Interruption.happened { break }
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
    func stop() async {
        watcher.cancel()
        forwarder.cancel()
        await forwarder.value
    }
}
