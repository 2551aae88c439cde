import Positioning

/// An auto-capturing ``CaptureSession`` driven to its first location: each update goes in
/// as a `fix` event, and the first location the session freezes comes out, saved; later
/// updates are ignored. Used by `replay --auto-capture` and to centre `near` queries on the
/// first fix that passes the gate.
///
/// The owner gives the instants (``feed(_:at:)``): a live clock's readings. A log's updates
/// may instead take their instants from their own fix times (``feed(_:)``), so a replay
/// drives time as the receiver did, whatever the reading speed.
public struct AutoCapture: Sendable {
    /// The session, started at instant 0.
    public private(set) var session: CaptureSession
    private var timeline = FixTimeline()

    /// Starts a session that freezes the first update the gate allows with an accuracy
    /// strictly under `target` metres (any passing update when `nil`).
    public init(target: Double?, policy: CapturePolicy) {
        session = CaptureSession(configuration: .init(policy: policy, autoCapture: true, target: target))
        _ = session.handle(.start(now: Instant(seconds: 0)))
    }

    /// Hands one update received at `now`; returns the location when this update froze it.
    public mutating func feed(_ update: LocationUpdate, at now: Instant) -> CapturedLocation? {
        for effect in session.handle(.fix(update, now: now)) {
            guard case .entered(.frozen) = effect else { continue }
            for case let .persist(location) in session.handle(.save) { return location }
        }
        return nil
    }

    /// Hands one update of a log, at the instant of its fix time on the log's timeline.
    public mutating func feed(_ update: LocationUpdate) -> CapturedLocation? {
        feed(update, at: timeline.instant(of: update.fix.time))
    }
}
