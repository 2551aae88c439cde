import Positioning

extension CaptureSession {
    /// What the owner of a session must do after an event, in order.
    public enum Effect: Hashable, Sendable {
        /// The session moved to another phase: show it (the payload is in ``CaptureSession/state``).
        case entered(Phase)
        /// The event was refused; the reason is for the user.
        case refused(Refusal)
        /// An averaging sample was skipped because the gate refused it (not fatal).
        case skipped(CaptureRefusal)
        /// Write this location to a store.
        case persist(CapturedLocation)
        /// The session timed out; `best` is the most accurate update seen (not saved).
        case timedOut(best: LocationUpdate?)
        /// The session is over: release the location source.
        case stop
    }

    /// Why an event was refused.
    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        /// Capture asked for while no fresh fix passes the gate; the gate's reason
        /// (``CaptureRefusal/noFix`` before any fix, ``CaptureRefusal/stale(age:)`` for an old one).
        case notReady(CaptureRefusal)
        /// The event means nothing in this phase (saving while acquiring, capturing twice...).
        case notApplicable(Event.Kind, in: Phase)
        /// The location to freeze broke an invariant of ``CapturedLocation`` (an average whose
        /// honest accuracy is not under the threshold, a fix without a position...).
        case locationRejected(CapturedLocationError)

        public var description: String {
            switch self {
            case let .notReady(reason):
                return "cannot capture: \(reason)"
            case let .notApplicable(event, phase):
                return "cannot \(event.rawValue) while \(phase)"
            case let .locationRejected(error):
                return "location rejected: \(error)"
            }
        }
    }
}
