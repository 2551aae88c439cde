import Positioning
import Synchronization

/// One stream of location statuses, whatever the source: the connection state, the
/// latest fix with its accuracy and capture verdict, and why capture is not allowed.
///
/// ```swift
/// let service = LocationService(source: GPSDSource())
/// for await status in service.statuses() {
///     print(status.state, status.update?.horizontalAccuracy?.meters ?? .nan, status.captureBlockedReason ?? "ok")
/// }
/// ```
///
/// A consumer slower than the source gets the newest statuses: at most ``statusBufferLimit``
/// wait for it, older ones are dropped and counted (``LocationStatus/droppedStatuses``), and
/// the source waits for the service in turn (``SourceRun/queuedFixLimit``), so memory stays
/// bounded whatever the source's rate. The stream ends when the source ends or fails (the
/// last status is ``ConnectionState/ended``). Stopping the iteration (cancelling its task or breaking out)
/// stops the source: its thread closes the device and exits.
public struct LocationService: Sendable {
    /// Where fixes come from.
    public let source: any FixSource
    /// Assesses each fix.
    public let engine: AccuracyEngine
    /// Seconds without a new epoch after which the latest fix is stale.
    public let staleAfter: Double
    /// Measures ages.
    public let clock: any MonotonicClock
    /// How often the age of the latest fix is checked, seconds.
    public let checkInterval: Double
    /// The geoid model that gives a separation to fixes whose receiver sent none.
    public let geoid: GeoidGrid?

    /// Creates a service; `staleAfter` defaults to the policy's staleness limit (2 s).
    /// `checkInterval` must be positive (the age check would otherwise never sleep).
    /// `geoid` gives a separation to the fixes whose receiver sent none.
    public init(
        source: any FixSource, engine: AccuracyEngine = AccuracyEngine(), staleAfter: Double? = nil,
        clock: any MonotonicClock = SystemClock(), checkInterval: Double = 0.25, geoid: GeoidGrid? = nil
    ) {
        precondition(checkInterval > 0, "LocationService checkInterval must be positive, got \(checkInterval)")
        self.source = source
        self.engine = engine
        self.staleAfter = staleAfter ?? engine.policy.stalenessLimit
        self.clock = clock
        self.checkInterval = checkInterval
        self.geoid = geoid
    }

    /// The most statuses that wait for a consumer that fell behind.
    public static let statusBufferLimit = 64

    /// Starts the source and streams its statuses.
    public func statuses() -> AsyncStream<LocationStatus> {
        let (stream, output) = AsyncStream.makeStream(
            of: LocationStatus.self, bufferingPolicy: .bufferingNewest(Self.statusBufferLimit))
        let tracker = SharedTracker(LocationTracker(engine: engine, staleAfter: staleAfter, geoid: geoid))
        let run = source.start()
        let clock = self.clock
        let interval = checkInterval
        let deliver: @Sendable (LocationStatus) -> Void = { status in
            var status = status
            status.droppedStatuses = tracker.dropped.load(ordering: .relaxed)
            if case .dropped = output.yield(status) { tracker.dropped.add(1, ordering: .relaxed) }
        }
        let driver = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await event in run.events {
                        deliver(tracker.mutex.withLock { $0.handle(event, now: clock.now()) })
                    }
                }
                group.addTask {
                    var deadline = clock.now()
                    while true {
                        deadline = deadline.advanced(by: interval)
                        do { try await clock.sleep(until: deadline) } catch { return }
                        if let status = tracker.mutex.withLock({ $0.tick(now: clock.now()) }) { deliver(status) }
                    }
                }
                await group.next()
                group.cancelAll()
            }
            await run.stop()
            output.finish()
        }
        output.onTermination = { _ in
            driver.cancel()
            run.requestStop()
        }
        return stream
    }
}

/// The tracker, shared by the task that reads events and the one that checks ages, and the
/// count of statuses dropped for a consumer that fell behind.
private final class SharedTracker: Sendable {
    let mutex: Mutex<LocationTracker>
    let dropped = Atomic<Int>(0)
    init(_ tracker: LocationTracker) { mutex = Mutex(tracker) }
}
