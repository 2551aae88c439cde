import Positioning

/// The pure core of ``LocationService``: turns source events and clock readings into
/// statuses. No I/O and no clock of its own: time comes in as `now`.
///
/// A fix goes stale when no epoch arrived for ``staleAfter`` seconds; a stale fix is
/// re-assessed with its age and never passes the gate, whatever the policy's own limit.
/// Every source's fix has its geoid separation resolved with ``geoid`` first (see
/// ``Fix/resolveGeoidSeparation(with:)``).
public struct LocationTracker: Sendable {
    /// The accuracy engine that assesses every fix.
    public let engine: AccuracyEngine
    /// The geoid model that gives a separation to fixes whose receiver sent none.
    public let geoid: GeoidGrid?
    /// Seconds without a new epoch after which the latest fix is stale.
    public let staleAfter: Double
    private var state: ConnectionState = .connecting
    private var latest: Fix?
    private var receivedAt: Instant?

    /// A tracker; `staleAfter` defaults to the policy's staleness limit (2 s by default).
    public init(engine: AccuracyEngine = AccuracyEngine(), staleAfter: Double? = nil, geoid: GeoidGrid? = nil) {
        self.engine = engine
        self.geoid = geoid
        self.staleAfter = staleAfter ?? engine.policy.stalenessLimit
    }

    /// Takes one source event received at `now`; returns the status to hand on.
    public mutating func handle(_ event: SourceEvent, now: Instant) -> LocationStatus {
        switch event {
        case .connecting:
            state = .connecting
            return status(now: now)
        case .connected:
            state = .connected
            return status(now: now)
        case var .fix(fix):
            fix.resolveGeoidSeparation(with: geoid)
            latest = fix
            receivedAt = now
            state = fix.hasPosition ? .fix : .noFix
            return status(now: now)
        case let .disconnected(error):
            state = .disconnected
            return status(now: now, error: error)
        case let .failed(error):
            state = .ended
            return status(now: now, error: error)
        case .ended:
            state = .ended
            return status(now: now)
        }
    }

    /// Checks the age of the latest fix at `now`; returns a status when the fix just went stale.
    public mutating func tick(now: Instant) -> LocationStatus? {
        guard state == .fix || state == .noFix, let receivedAt, now.seconds(since: receivedAt) >= staleAfter else { return nil }
        state = .stale
        return status(now: now)
    }

    private func status(now: Instant, error: SourceError? = nil) -> LocationStatus {
        guard let latest, let receivedAt else { return LocationStatus(state: state, error: error) }
        let age = max(0, now.seconds(since: receivedAt))
        var update = engine.assess(latest, age: age)
        if state == .stale, update.verdict.isAllowed || !latest.hasPosition {
            update.verdict = .refused(.stale(age: age))
        }
        return LocationStatus(state: state, update: update, age: age, error: error)
    }
}
