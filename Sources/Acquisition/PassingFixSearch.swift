import Capture
import GPSD
import Positioning
import Receivers
import TextEncoding

/// The first fix of a live source that passes the capture gate, as a capture session with
/// auto-capture would freeze it: where the user stands, to centre a query on.
public struct PassingFixSearch: Sendable {
    /// Why no fix was found: what happened to the source and the last refusal.
    public struct Failure: Error, CustomStringConvertible {
        /// For people.
        public let description: String
    }

    /// The source.
    public let url: SourceURL
    /// Seconds to wait for a passing fix.
    public let timeout: Double
    /// Polled while waiting; `true` gives up (a signal has arrived, for instance).
    public let stopRequested: @Sendable () -> Bool

    /// A search of `url` for at most `timeout` seconds.
    public init(url: SourceURL, timeout: Double, stopRequested: @escaping @Sendable () -> Bool = { false }) {
        self.url = url
        self.timeout = timeout
        self.stopRequested = stopRequested
    }

    /// Reads the source, under the default gate, until a fix passes.
    ///
    /// - Throws: ``Failure`` when the source ends, fails or the time runs out (or a stop is
    ///   requested) first, naming the last reason a fix was refused.
    public func run(clock: some MonotonicClock = SystemClock()) async throws(Failure) -> CapturedLocation {
        let service = LocationService(source: url.makeSource())
        let feed = StatusFeed(service, duration: timeout, stopRequested: stopRequested)
        var capture = AutoCapture(target: nil, policy: service.engine.policy)
        var refused: String?
        var ended: String?
        for await status in feed.statuses {
            if status.state == .fix, let update = status.update, let location = capture.feed(update, at: clock.now()) {
                await feed.stop()
                return location
            }
            if status.update != nil { refused = status.captureBlockedReason }
            if status.state == .ended { ended = status.error.map { "\(url) failed: \($0.detail)" } ?? "\(url) ended" }
        }
        await feed.stop()
        let why = refused.map { "; last fix refused: \($0)" } ?? "; no fix was received"
        let what = ended ?? (stopRequested() ? "interrupted before a fix from \(url) passed the gate"
            : "no fix from \(url) passed the gate within \(DecimalText.string(timeout, places: 1, style: .trimmed)) s")
        throw Failure(description: what + why)
    }
}
