import Positioning

/// A capture session: a pure state machine from "no fix yet" to a frozen, saved location.
///
/// `idle → acquiring → ready ⇄ acquiring → (averaging) → frozen → saved`, with `cancelled`
/// and `timedOut` as the other ends. The owner feeds ``Event``s (which carry the time; the
/// session reads no clock and does no I/O) and performs the ``Effect``s each one returns:
///
/// ```swift
/// var session = CaptureSession(configuration: .init(autoCapture: true))
/// _ = session.handle(.start(now: clock.now()))
/// for await update in updates {
///     for effect in session.handle(.fix(update, now: clock.now())) {
///         if case .entered(.frozen) = effect { _ = session.handle(.save) }
///         if case let .persist(location) = effect { try store.save(location) }
///     }
/// }
/// ```
///
/// User actions that make no sense in a state are refused with a reason
/// (``Effect/refused(_:)``), never a trap. Fixes and ticks are facts, never refused:
/// where they do not matter (before start, once frozen, after the end) they are ignored.
public struct CaptureSession: Sendable {
    /// The instants events carry: Positioning's one time model.
    public typealias Instant = Positioning.Instant

    /// The current state.
    public private(set) var state: State = .idle
    /// How this session captures.
    public let configuration: Configuration
    /// When `start` was handled; the timeout counts from it.
    public private(set) var startedAt: Instant?
    /// The most accurate update with a position seen while acquiring, ready or averaging.
    public private(set) var best: LocationUpdate?

    /// A new session, idle.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
    }

    /// Handles one event and returns what the owner must do, in order.
    ///
    /// - Parameter event: what happened.
    /// - Returns: the effects of the transition; empty when nothing changed.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch (state, event) {
        case let (.idle, .start(now)):
            startedAt = now
            return enter(.acquiring(latest: nil))
        case (.idle, .fix), (.idle, .tick):
            return []
        case (.idle, .cancel):
            return end(.cancelled)
        case (.idle, _):
            return refuse(event)

        case let (.acquiring, .fix(update, now)), let (.ready, .fix(update, now)):
            if hasTimedOut(at: now) { return timeOut() }
            return receive(ReceivedUpdate(update: update, receivedAt: now))
        case let (.acquiring, .tick(now)):
            return hasTimedOut(at: now) ? timeOut() : []
        case let (.acquiring(latest), .capture(now)):
            if hasTimedOut(at: now) { return timeOut() }
            return [.refused(.notReady(whyNotReady(latest, at: now)))]
        case (.acquiring, .cancel), (.ready, .cancel), (.averaging, .cancel), (.frozen, .cancel):
            return end(.cancelled)
        case (.acquiring, _):
            return refuse(event)

        case let (.ready(latest), .tick(now)):
            if hasTimedOut(at: now) { return timeOut() }
            return isStale(latest, at: now) ? enter(.acquiring(latest: latest)) : []
        case let (.ready(latest), .capture(now)):
            if hasTimedOut(at: now) { return timeOut() }
            if isStale(latest, at: now) {
                return [.refused(.notReady(whyNotReady(latest, at: now)))] + enter(.acquiring(latest: latest))
            }
            return capture(latest, method: .single, at: now)
        case (.ready, _):
            return refuse(event)

        case let (.averaging(averager), .fix(update, now)):
            if hasTimedOut(at: now) { return timeOut() }
            noteBest(update)
            if averager.repeatsLatestEpoch(update) { return [] }
            var more = averager
            if let reason = more.add(ReceivedUpdate(update: update, receivedAt: now)) { return [.skipped(reason)] }
            state = .averaging(more)
            return more.isComplete(at: now) ? finish(more) : []
        case let (.averaging(averager), .tick(now)):
            if hasTimedOut(at: now) { return timeOut() }
            return averager.isComplete(at: now) ? finish(averager) : []
        case (.averaging, .recapture), (.frozen, .recapture):
            return enter(.acquiring(latest: nil))
        case (.averaging, _):
            return refuse(event)

        case let (.frozen(location), .save):
            return enter(.saved(location)) + [.persist(location), .stop]
        case (.frozen, .fix), (.frozen, .tick):
            return []
        case (.frozen, _):
            return refuse(event)

        case (.saved, .fix), (.saved, .tick), (.cancelled, .fix), (.cancelled, .tick),
             (.timedOut, .fix), (.timedOut, .tick):
            return []
        case (.saved, _), (.cancelled, _), (.timedOut, _):
            return refuse(event)
        }
    }

    // MARK: Transitions

    /// Moves to `next`, returning `.entered` when the phase changes.
    private mutating func enter(_ next: State) -> [Effect] {
        let changed = next.phase != state.phase
        state = next
        return changed ? [.entered(next.phase)] : []
    }

    /// Ends the session in `final`.
    private mutating func end(_ final: State) -> [Effect] {
        enter(final) + [.stop]
    }

    /// Ends the session on its timeout, reporting the best update seen.
    private mutating func timeOut() -> [Effect] {
        enter(.timedOut(best: best)) + [.timedOut(best: best), .stop]
    }

    /// Refuses a user action that means nothing in the current state.
    private func refuse(_ event: Event) -> [Effect] {
        [.refused(.notApplicable(event.kind, in: state.phase))]
    }

    /// A new update while acquiring or ready: ready when it passes, auto-capture when it
    /// reaches the target, acquiring otherwise.
    private mutating func receive(_ received: ReceivedUpdate) -> [Effect] {
        noteBest(received.update)
        guard received.update.verdict.isAllowed else { return enter(.acquiring(latest: received)) }
        if configuration.autoCapture && configuration.reachesTarget(received.update) {
            return capture(received, method: .auto, at: received.receivedAt)
        }
        return enter(.ready(latest: received))
    }

    /// Freezes a passing update, or starts averaging from it.
    private mutating func capture(_ received: ReceivedUpdate, method: CaptureMethod, at now: Instant) -> [Effect] {
        if let goal = configuration.averaging {
            var averager = Averager(goal: goal)
            if let reason = averager.add(received) {
                return [.refused(.notReady(reason))] + enter(.acquiring(latest: received))
            }
            let effects = enter(.averaging(averager))
            return averager.isComplete(at: now) ? effects + finish(averager) : effects
        }
        do {
            let location = try CapturedLocation(
                update: received.update, maximumAccuracy: configuration.policy.maximumAccuracy, method: method)
            return enter(.frozen(location))
        } catch {
            return [.refused(.locationRejected(error))] + enter(.acquiring(latest: received))
        }
    }

    /// Freezes the average, or goes back to ready (its latest sample passed) when the
    /// average breaks an invariant.
    private mutating func finish(_ averager: Averager) -> [Effect] {
        do {
            return enter(.frozen(try averager.location(maximumAccuracy: configuration.policy.maximumAccuracy)))
        } catch {
            guard let latest = averager.latest else {
                return [.refused(.locationRejected(error))] + enter(.acquiring(latest: nil))
            }
            return [.refused(.locationRejected(error))] + enter(.ready(latest: latest))
        }
    }

    // MARK: Checks

    /// Whether the timeout has passed at `now`.
    private func hasTimedOut(at now: Instant) -> Bool {
        guard let timeout = configuration.timeout, let startedAt else { return false }
        return now.seconds(since: startedAt) >= timeout
    }

    /// Whether an update is older than the policy's staleness limit at `now`.
    private func isStale(_ received: ReceivedUpdate, at now: Instant) -> Bool {
        received.age(at: now) > configuration.policy.stalenessLimit
    }

    /// Why capture is not possible from the latest update (none, refused, or stale).
    private func whyNotReady(_ latest: ReceivedUpdate?, at now: Instant) -> CaptureRefusal {
        guard let latest else { return .noFix }
        return latest.update.verdict.refusal ?? .stale(age: latest.age(at: now))
    }

    /// Keeps `update` as the best seen when it has a position and a smaller known accuracy.
    private mutating func noteBest(_ update: LocationUpdate) {
        guard update.fix.latitude != nil, update.fix.longitude != nil,
              let meters = update.horizontalAccuracy?.meters else { return }
        if let current = best?.horizontalAccuracy?.meters, current <= meters { return }
        best = update
    }
}
