import Capture
import GPSD
import Positioning
import Receivers

/// The way back to a stored point from each fix of a live source (`trees find`): its
/// distance and bearing, and whether the point is within the fix's accuracy, with the
/// source's connection changes as they happen.
public struct WayBack: Sendable {
    /// What a follower hears.
    public enum Event: Sendable {
        /// A fix with a position, and the way from it to the point.
        case way(LocationUpdate, Guidance)
        /// A connection change (connecting, connected, disconnected, stale), or the end of a
        /// source that did not fail.
        case status(LocationStatus)
        /// The source failed; nothing follows.
        case failed(SourceError)
    }

    /// The source.
    public let url: SourceURL
    /// The confidence of each fix's accuracy, which decides arrival.
    public let confidence: Confidence
    /// The point, degrees.
    public let latitude: Double
    /// The point, degrees.
    public let longitude: Double

    /// The way from `url`'s fixes to the point at `latitude`, `longitude`.
    public init(url: SourceURL, confidence: Confidence, latitude: Double, longitude: Double) {
        self.url = url
        self.confidence = confidence
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Follows the source, handing each event to `body` until `body` returns `false`, the
    /// source ends or fails, `duration` seconds pass or `stopRequested` says so; the source
    /// is stopped before it returns.
    public func follow(duration: Double?, stopRequested: @escaping @Sendable () -> Bool, _ body: (Event) -> Bool) async {
        let service = LocationService(source: url.makeSource(), engine: AccuracyEngine(confidence: confidence))
        let feed = StatusFeed(service, duration: duration, stopRequested: stopRequested)
        loop: for await status in feed.statuses {
            let event: Event
            switch status.state {
            case .fix:
                guard let update = status.update,
                      let way = Guidance(from: update, toLatitude: latitude, longitude: longitude) else { continue }
                event = .way(update, way)
            case .noFix:
                continue
            case .connecting, .connected, .disconnected, .stale:
                event = .status(status)
            case .ended:
                event = status.error.map(Event.failed) ?? .status(status)
            }
            if !body(event) { break loop }
            if status.state == .ended { break loop }
        }
        await feed.stop()
    }

    /// Follows the source as `trees find` does: the way from each fix to `write` (which says
    /// `false` once its output is closed) and each connection change to `note`, until `count`
    /// ways were written, `write` fails, or ``follow(duration:stopRequested:_:)`` stops.
    ///
    /// - Throws: the error the source failed with.
    public func follow(count: Int?, duration: Double?, stopRequested: @escaping @Sendable () -> Bool,
                       write: (LocationUpdate, Guidance) -> Bool, note: (LocationStatus) -> Void) async throws(SourceError) {
        var written = 0
        var failure: SourceError?
        await follow(duration: duration, stopRequested: stopRequested) { event in
            switch event {
            case let .way(update, way):
                guard write(update, way) else { return false }
                written += 1
                return count.map { written < $0 } ?? true
            case let .status(status):
                note(status)
                return true
            case let .failed(error):
                failure = error
                return false
            }
        }
        if let failure { throw failure }
    }
}
