import Positioning

extension CaptureSession {
    /// Something that happened: a user action, a new fix, or the passing of time.
    /// Events that need the time carry it; the session never reads a clock.
    public enum Event: Hashable, Sendable {
        /// Begin acquiring; the timeout counts from `now`.
        case start(now: Instant)
        /// A new assessed fix, received at `now`.
        case fix(LocationUpdate, now: Instant)
        /// Time passed with no fix: staleness, the averaging duration and the timeout are checked.
        case tick(now: Instant)
        /// The user asks to capture (single fix, or start averaging).
        case capture(now: Instant)
        /// The user gives up.
        case cancel
        /// Hand the frozen location to a store.
        case save
        /// Discard the frozen location (or the samples being averaged) and acquire again.
        case recapture(now: Instant)

        /// The event without its payload.
        public var kind: Kind {
            switch self {
            case .start: return .start
            case .fix: return .fix
            case .tick: return .tick
            case .capture: return .capture
            case .cancel: return .cancel
            case .save: return .save
            case .recapture: return .recapture
            }
        }

        /// The kinds of event, without payloads.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// ``Event/start(now:)``.
            case start
            /// ``Event/fix(_:now:)``.
            case fix
            /// ``Event/tick(now:)``.
            case tick
            /// ``Event/capture(now:)``.
            case capture
            /// ``Event/cancel``.
            case cancel
            /// ``Event/save``.
            case save
            /// ``Event/recapture(now:)``.
            case recapture
        }
    }
}
