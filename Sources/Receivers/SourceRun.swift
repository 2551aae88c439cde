import Foundation
import Synchronization

/// A source running on its own thread (never on Swift's cooperative pool, where a blocking
/// read would stall other tasks), and its events.
///
/// A source faster than its consumer never runs more than ``queuedFixLimit`` fixes ahead:
/// its thread waits for the consumer. A file or standard input is then read no faster than
/// its fixes are used, and a TCP peer is slowed by TCP's own flow control; what a serial
/// line or UDP sends meanwhile is kept, then dropped, by the kernel's buffers. Memory stays
/// bounded whatever the source's rate.
///
/// Stopping it asks the thread to end; ``stop()`` returns once the thread has closed the
/// device and exited.
public final class SourceRun: Sendable {
    /// What the thread hands to the reading loop.
    public struct Context: Sendable {
        fileprivate let run: SourceRun
        fileprivate let continuation: AsyncStream<SourceEvent>.Continuation

        /// Whether the loop should stop: checked at least every ``pollInterval``.
        public var isStopRequested: Bool { run.state.withLock { $0.stopRequested } }

        /// Hands an event to the consumer; a fix waits for a place in the queue (returning
        /// without handing it over when a stop is requested meanwhile).
        public func emit(_ event: SourceEvent) {
            if case .fix = event {
                guard run.places.take(poll: SourceRun.pollInterval, stop: { isStopRequested }) else { return }
            }
            continuation.yield(event)
        }

        /// Sleeps up to `seconds`, waking early when a stop is requested.
        /// - Returns: `false` when a stop was requested.
        public func sleep(seconds: Double) -> Bool {
            var remaining = seconds
            while remaining > 0 {
                if isStopRequested { return false }
                let step = min(remaining, SourceRun.pollInterval)
                usleep(UInt32(step * 1_000_000))
                remaining -= step
            }
            return !isStopRequested
        }
    }

    private struct State {
        var stopRequested = false
        var finished = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The longest a reading loop blocks before it checks for a stop, seconds.
    public static let pollInterval = 0.1

    /// The most fixes handed over and not yet taken by the consumer.
    public static let queuedFixLimit = 64

    /// The source's events, in order.
    public let events: SourceEvents
    fileprivate let places: QueuePlaces
    private let continuation: AsyncStream<SourceEvent>.Continuation
    private let state = Mutex(State())

    /// Starts `body` on a new thread named `name` (at most 15 bytes are kept); the stream
    /// ends when `body` returns.
    public init(name: String, body: @escaping @Sendable (Context) -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(of: SourceEvent.self)
        let places = QueuePlaces(SourceRun.queuedFixLimit)
        self.places = places
        events = SourceEvents(stream: stream, places: places)
        self.continuation = continuation
        continuation.onTermination = { [weak self] _ in self?.requestStop() }
        let context = Context(run: self, continuation: continuation)
        let thread = Thread { [self] in
            SourceRun.nameSystemThread(name)
            body(context)
            continuation.finish()
            let waiters = state.withLock { state in
                state.finished = true
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume() }
        }
        thread.name = name
        thread.start()
    }

    /// Names the calling thread for ps, top and /proc (at most 15 bytes are kept): Foundation
    /// does not pass `Thread.name` on to the system on Linux.
    private static func nameSystemThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = write(fd, bytes, bytes.count)
        _ = close(fd)
    }

    /// Asks the thread to stop without waiting for it.
    public func requestStop() {
        state.withLock { $0.stopRequested = true }
    }

    /// Stops the thread and waits until it has closed its device and exited.
    public func stop() async {
        requestStop()
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let finished = state.withLock { state in
                if !state.finished { state.waiters.append(waiter) }
                return state.finished
            }
            if finished { waiter.resume() }
        }
    }
}
