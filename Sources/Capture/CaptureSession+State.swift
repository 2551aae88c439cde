import Positioning

extension CaptureSession {
    /// Where a session is. See ``Phase`` for the same without payloads.
    public enum State: Hashable, Sendable {
        /// Not started.
        case idle
        /// Waiting for a fix that passes the gate; `latest` is the last update seen, if any
        /// (it fails the gate, or it went stale).
        case acquiring(latest: ReceivedUpdate?)
        /// The latest update passes the gate and is fresh: capture is allowed.
        case ready(latest: ReceivedUpdate)
        /// Collecting passing fixes for an averaged capture.
        case averaging(Averager)
        /// A location is captured; later fixes no longer move it.
        case frozen(CapturedLocation)
        /// The frozen location was handed to a store (an end state).
        case saved(CapturedLocation)
        /// The user gave up (an end state).
        case cancelled
        /// The timeout passed before a location was frozen (an end state); `best` is the
        /// most accurate update seen, which was not saved.
        case timedOut(best: LocationUpdate?)

        /// The state without its payload.
        public var phase: Phase {
            switch self {
            case .idle: return .idle
            case .acquiring: return .acquiring
            case .ready: return .ready
            case .averaging: return .averaging
            case .frozen: return .frozen
            case .saved: return .saved
            case .cancelled: return .cancelled
            case .timedOut: return .timedOut
            }
        }
    }

    /// The states of a session, without payloads: for display, refusals and tests.
    public enum Phase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Not started.
        case idle
        /// Waiting for a fix that passes the gate.
        case acquiring
        /// Capture allowed.
        case ready
        /// Collecting fixes for an average.
        case averaging
        /// Location captured.
        case frozen
        /// Location saved (end).
        case saved
        /// Cancelled (end).
        case cancelled
        /// Timed out (end).
        case timedOut

        /// Whether the session is over: saved, cancelled or timed out.
        public var isFinal: Bool {
            switch self {
            case .saved, .cancelled, .timedOut: return true
            case .idle, .acquiring, .ready, .averaging, .frozen: return false
            }
        }

        public var description: String {
            switch self {
            case .timedOut: return "timed out"
            case .idle, .acquiring, .ready, .averaging, .frozen, .saved, .cancelled: return rawValue
            }
        }
    }

    /// A location update with the time the session received it (the time of its `fix` event).
    public struct ReceivedUpdate: Hashable, Sendable {
        /// The update.
        public var update: LocationUpdate
        /// When it was received, on the owner's clock.
        public var receivedAt: Instant

        /// Pairs an update with its receipt time.
        public init(update: LocationUpdate, receivedAt: Instant) {
            self.update = update
            self.receivedAt = receivedAt
        }

        /// Seconds from receipt to `now`.
        func age(at now: Instant) -> Double { now.seconds(since: receivedAt) }
    }
}
