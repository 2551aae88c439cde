import Capture
import Positioning
import Testing
import Simulator

/// Every state with every event: the resulting phase and the exact effects.
@Suite struct CaptureSessionTransitionTableTests {
    /// The configuration every row uses: manual capture averaging 2 fixes, 100 s timeout.
    static let configuration = CaptureSession.Configuration(averaging: .count(2), timeout: 100)
    static let good = update(meters: 5)
    static let poor = update(meters: 25)

    /// A session driven into `phase` (events at t = 0...0.8 s).
    static func session(in phase: CaptureSession.Phase) -> CaptureSession {
        var session = CaptureSession(configuration: configuration)
        let events: [CaptureSession.Event]
        switch phase {
        case .idle: events = []
        case .acquiring: events = [.start(now: at(0)), .fix(poor, now: at(0.5))]
        case .ready: events = [.start(now: at(0)), .fix(good, now: at(0.5))]
        case .averaging: events = [.start(now: at(0)), .fix(good, now: at(0.5)), .capture(now: at(0.6))]
        case .frozen:
            events = [.start(now: at(0)), .fix(good, now: at(0.5)), .capture(now: at(0.6)), .fix(good, now: at(0.8))]
        case .saved:
            events = [.start(now: at(0)), .fix(good, now: at(0.5)), .capture(now: at(0.6)), .fix(good, now: at(0.8)), .save]
        case .cancelled: events = [.start(now: at(0)), .cancel]
        case .timedOut: events = [.start(now: at(0)), .fix(poor, now: at(0.5)), .tick(now: at(200))]
        }
        session.run(events)
        #expect(session.state.phase == phase)
        return session
    }

    /// The event of each kind the table sends (at t = 1 s, a fresh passing fix).
    static func event(_ kind: CaptureSession.Event.Kind) -> CaptureSession.Event {
        switch kind {
        case .start: return .start(now: at(1))
        case .fix: return .fix(good, now: at(1))
        case .tick: return .tick(now: at(1))
        case .capture: return .capture(now: at(1))
        case .cancel: return .cancel
        case .save: return .save
        case .recapture: return .recapture(now: at(1))
        }
    }

    /// An expected effect, resolved against the session before the event.
    enum Expect: Sendable {
        case entered(CaptureSession.Phase)
        case notApplicable
        case notReady(CaptureRefusal)
        case persistFrozen
        case stop
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let from: CaptureSession.Phase
        let event: CaptureSession.Event.Kind
        let to: CaptureSession.Phase
        let effects: [Expect]
        var testDescription: String { "\(from) + \(event.rawValue) -> \(to)" }
    }

    static let rows: [Row] = [
        Row(from: .idle, event: .start, to: .acquiring, effects: [.entered(.acquiring)]),
        Row(from: .idle, event: .fix, to: .idle, effects: []),
        Row(from: .idle, event: .tick, to: .idle, effects: []),
        Row(from: .idle, event: .capture, to: .idle, effects: [.notApplicable]),
        Row(from: .idle, event: .cancel, to: .cancelled, effects: [.entered(.cancelled), .stop]),
        Row(from: .idle, event: .save, to: .idle, effects: [.notApplicable]),
        Row(from: .idle, event: .recapture, to: .idle, effects: [.notApplicable]),

        Row(from: .acquiring, event: .start, to: .acquiring, effects: [.notApplicable]),
        Row(from: .acquiring, event: .fix, to: .ready, effects: [.entered(.ready)]),
        Row(from: .acquiring, event: .tick, to: .acquiring, effects: []),
        Row(from: .acquiring, event: .capture, to: .acquiring,
            effects: [.notReady(.accuracyTooLarge(25, limit: 20))]),
        Row(from: .acquiring, event: .cancel, to: .cancelled, effects: [.entered(.cancelled), .stop]),
        Row(from: .acquiring, event: .save, to: .acquiring, effects: [.notApplicable]),
        Row(from: .acquiring, event: .recapture, to: .acquiring, effects: [.notApplicable]),

        Row(from: .ready, event: .start, to: .ready, effects: [.notApplicable]),
        Row(from: .ready, event: .fix, to: .ready, effects: []),
        Row(from: .ready, event: .tick, to: .ready, effects: []),
        Row(from: .ready, event: .capture, to: .averaging, effects: [.entered(.averaging)]),
        Row(from: .ready, event: .cancel, to: .cancelled, effects: [.entered(.cancelled), .stop]),
        Row(from: .ready, event: .save, to: .ready, effects: [.notApplicable]),
        Row(from: .ready, event: .recapture, to: .ready, effects: [.notApplicable]),

        Row(from: .averaging, event: .start, to: .averaging, effects: [.notApplicable]),
        Row(from: .averaging, event: .fix, to: .frozen, effects: [.entered(.frozen)]),
        Row(from: .averaging, event: .tick, to: .averaging, effects: []),
        Row(from: .averaging, event: .capture, to: .averaging, effects: [.notApplicable]),
        Row(from: .averaging, event: .cancel, to: .cancelled, effects: [.entered(.cancelled), .stop]),
        Row(from: .averaging, event: .save, to: .averaging, effects: [.notApplicable]),
        Row(from: .averaging, event: .recapture, to: .acquiring, effects: [.entered(.acquiring)]),

        Row(from: .frozen, event: .start, to: .frozen, effects: [.notApplicable]),
        Row(from: .frozen, event: .fix, to: .frozen, effects: []),
        Row(from: .frozen, event: .tick, to: .frozen, effects: []),
        Row(from: .frozen, event: .capture, to: .frozen, effects: [.notApplicable]),
        Row(from: .frozen, event: .cancel, to: .cancelled, effects: [.entered(.cancelled), .stop]),
        Row(from: .frozen, event: .save, to: .saved, effects: [.entered(.saved), .persistFrozen, .stop]),
        Row(from: .frozen, event: .recapture, to: .acquiring, effects: [.entered(.acquiring)]),
    ] + [CaptureSession.Phase.saved, .cancelled, .timedOut].flatMap { end in
        CaptureSession.Event.Kind.allCases.map { kind in
            Row(from: end, event: kind, to: end, effects: kind == .fix || kind == .tick ? [] : [.notApplicable])
        }
    }

    @Test func tableCoversEveryStateAndEvent() {
        let pairs = Set(Self.rows.map { "\($0.from.rawValue)+\($0.event.rawValue)" })
        #expect(pairs.count == Self.rows.count)
        #expect(pairs.count == CaptureSession.Phase.allCases.count * CaptureSession.Event.Kind.allCases.count)
    }

    @Test(arguments: rows)
    func transition(_ row: Row) {
        var session = Self.session(in: row.from)
        let before = session.state
        let effects = session.handle(Self.event(row.event))
        let expected: [CaptureSession.Effect] = row.effects.map { expect in
            switch expect {
            case let .entered(phase): return .entered(phase)
            case .notApplicable: return .refused(.notApplicable(row.event, in: row.from))
            case let .notReady(reason): return .refused(.notReady(reason))
            case .persistFrozen:
                guard case let .frozen(location) = before else {
                    Issue.record("persist expected from a non-frozen state")
                    return .stop
                }
                return .persist(location)
            case .stop: return .stop
            }
        }
        #expect(effects == expected)
        #expect(session.state.phase == row.to)
        let refusedOrIgnored = effects.allSatisfy { if case .refused = $0 { true } else { false } }
        if refusedOrIgnored && row.event != .fix {
            #expect(session.state == before, "a refused or ignored event must not change the state")
        }
    }
}

/// Walkthroughs: whole sessions, asserting each effect.
@Suite struct CaptureSessionWalkthroughTests {
    @Test func manualSingleCaptureFreezesTheFixAndSavesIt() throws {
        var session = CaptureSession()
        #expect(session.handle(.start(now: at(0))) == [.entered(.acquiring)])
        #expect(session.handle(.capture(now: at(0.1))) == [.refused(.notReady(.noFix))])
        #expect(session.handle(.fix(noFix, now: at(1))) == [])
        #expect(session.handle(.fix(update(meters: 23.4), now: at(2))) == [])
        #expect(session.handle(.capture(now: at(2.1))) == [.refused(.notReady(.accuracyTooLarge(23.4, limit: 20)))])
        let good = update(latitude: 12.9716, longitude: 77.5946, meters: 8.2, altitude: 920, vertical: 12)
        #expect(session.handle(.fix(good, now: at(3))) == [.entered(.ready)])
        #expect(session.handle(.capture(now: at(3.5))) == [.entered(.frozen)])
        let location = try #require(session.frozenLocation)
        #expect(location.latitude == 12.9716)
        #expect(location.longitude == 77.5946)
        #expect(location.altitude == 920)
        #expect(location.horizontalAccuracy == good.horizontalAccuracy)
        #expect(location.verticalAccuracy == good.verticalAccuracy)
        #expect(location.method == .single)
        #expect(location.maximumAccuracy == 20)
        // A frozen location no longer moves.
        #expect(session.handle(.fix(update(latitude: 13, longitude: 78, meters: 2), now: at(4))) == [])
        #expect(session.state == .frozen(location))
        #expect(session.handle(.save) == [.entered(.saved), .persist(location), .stop])
        #expect(session.handle(.save) == [.refused(.notApplicable(.save, in: .saved))])
    }

    @Test func aFixThatFailsTheGateLeavesReady() {
        var session = CaptureSession()
        session.run([.start(now: at(0)), .fix(update(meters: 9), now: at(1))])
        #expect(session.state.phase == .ready)
        #expect(session.handle(.fix(update(meters: 21), now: at(2))) == [.entered(.acquiring)])
        #expect(session.handle(.fix(update(meters: 19.9), now: at(3))) == [.entered(.ready)])
    }

    @Test func aFixGoesStaleAfterTheStalenessLimit() {
        var session = CaptureSession(configuration: .init(policy: CapturePolicy(stalenessLimit: 2)))
        let good = update(meters: 6)
        session.run([.start(now: at(0)), .fix(good, now: at(10))])
        #expect(session.handle(.tick(now: at(12))) == [], "exactly the limit is not older than it")
        #expect(session.handle(.tick(now: at(12.5))) == [.entered(.acquiring)])
        #expect(session.state == .acquiring(latest: .init(update: good, receivedAt: at(10))))
        #expect(session.handle(.capture(now: at(13))) == [.refused(.notReady(.stale(age: 3)))])
        #expect(session.handle(.fix(good, now: at(14))) == [.entered(.ready)])
    }

    @Test func captureOfAStaleFixIsRefusedEvenBeforeATick() {
        var session = CaptureSession()
        session.run([.start(now: at(0)), .fix(update(meters: 6), now: at(1))])
        #expect(session.handle(.capture(now: at(4))) == [.refused(.notReady(.stale(age: 3))), .entered(.acquiring)])
    }

    @Test func autoCaptureFreezesTheFirstFixUnderTheGateThreshold() throws {
        var session = CaptureSession(configuration: .init(autoCapture: true))
        session.start(at: 0)
        #expect(session.handle(.fix(update(meters: 30), now: at(1))) == [])
        #expect(session.handle(.fix(update(meters: 20), now: at(2))) == [])
        let first = update(latitude: 1, longitude: 2, meters: 19.9)
        #expect(session.handle(.fix(first, now: at(3))) == [.entered(.frozen)])
        let location = try #require(session.frozenLocation)
        #expect(location.method == .auto)
        #expect(location.latitude == 1 && location.longitude == 2)
        #expect(location.horizontalAccuracy.meters == 19.9)
    }

    @Test func autoCaptureWaitsForASmallerTarget() {
        var session = CaptureSession(configuration: .init(autoCapture: true, target: 5))
        session.start(at: 0)
        #expect(session.handle(.fix(update(meters: 8), now: at(1))) == [.entered(.ready)])
        #expect(session.handle(.fix(update(meters: 5), now: at(2))) == [], "5 m is not under a 5 m target")
        #expect(session.handle(.fix(update(meters: 4.9), now: at(3))) == [.entered(.frozen)])
    }

    @Test func aTargetNeverOverridesTheGate() {
        let config = CaptureSession.Configuration(autoCapture: true, target: 50)
        #expect(!config.reachesTarget(update(meters: 30)))
        #expect(config.reachesTarget(update(meters: 19)))
        var session = CaptureSession(configuration: config)
        session.start(at: 0)
        #expect(session.handle(.fix(update(meters: 30), now: at(1))) == [])
        #expect(session.state.phase == .acquiring)
    }

    @Test func manualCaptureStillWorksInReadyWithAutoCapture() throws {
        var session = CaptureSession(configuration: .init(autoCapture: true, target: 3))
        session.run([.start(now: at(0)), .fix(update(meters: 7), now: at(1))])
        #expect(session.handle(.capture(now: at(1.5))) == [.entered(.frozen)])
        let location = try #require(session.frozenLocation)
        #expect(location.method == .single)
    }

    @Test func timeoutEndsTheSessionWithTheBestFixAndSavesNothing() {
        var session = CaptureSession(configuration: .init(timeout: 120))
        let best = update(meters: 21)
        session.run([.start(now: at(0)), .fix(update(meters: 40), now: at(1)), .fix(best, now: at(2)),
                     .fix(update(meters: 35), now: at(3)), .fix(noFix, now: at(4))])
        #expect(session.best == best)
        #expect(session.handle(.tick(now: at(119.9))) == [])
        #expect(session.handle(.tick(now: at(120))) == [.entered(.timedOut), .timedOut(best: best), .stop])
        #expect(session.state == .timedOut(best: best))
        #expect(session.handle(.save) == [.refused(.notApplicable(.save, in: .timedOut))])
        #expect(session.handle(.capture(now: at(121))) == [.refused(.notApplicable(.capture, in: .timedOut))])
    }

    @Test func aFixAfterTheTimeoutTimesOutInsteadOfCapturing() {
        var session = CaptureSession(configuration: .init(autoCapture: true, timeout: 10))
        session.start(at: 0)
        #expect(session.handle(.fix(update(meters: 3), now: at(10))) == [.entered(.timedOut), .timedOut(best: nil), .stop])
    }

    @Test func theTimeoutDoesNotApplyOnceFrozen() {
        var session = CaptureSession(configuration: .init(autoCapture: true, timeout: 10))
        session.run([.start(now: at(0)), .fix(update(meters: 3), now: at(1))])
        #expect(session.handle(.tick(now: at(60))) == [])
        #expect(session.state.phase == .frozen)
    }

    @Test func recaptureDiscardsTheFrozenLocation() throws {
        var session = CaptureSession(configuration: .init(autoCapture: true))
        session.run([.start(now: at(0)), .fix(update(latitude: 1, meters: 3), now: at(1))])
        #expect(session.handle(.recapture(now: at(2))) == [.entered(.acquiring)])
        #expect(session.state == .acquiring(latest: nil))
        #expect(session.handle(.fix(update(latitude: 2, meters: 4), now: at(3))) == [.entered(.frozen)])
        let location = try #require(session.frozenLocation)
        #expect(location.latitude == 2)
    }

    @Test func anAllowedUpdateThatBreaksTheLocationInvariantsIsRejected() {
        // Assessed under a 30 m limit, captured under the default 20 m policy.
        var session = CaptureSession()
        session.run([.start(now: at(0)), .fix(update(meters: 25, limit: 30), now: at(1))])
        #expect(session.state.phase == .ready)
        #expect(session.handle(.capture(now: at(1.5))) == [
            .refused(.locationRejected(.accuracyNotUnderLimit(25, limit: 20))), .entered(.acquiring),
        ])
    }

    @Test func cancelEndsTheSession() {
        var session = CaptureSession()
        session.run([.start(now: at(0)), .fix(update(meters: 3), now: at(1))])
        #expect(session.handle(.cancel) == [.entered(.cancelled), .stop])
        #expect(session.handle(.fix(update(meters: 3), now: at(2))) == [])
        #expect(session.handle(.cancel) == [.refused(.notApplicable(.cancel, in: .cancelled))])
    }

    @Test func refusalsExplainThemselves() {
        #expect(CaptureSession.Refusal.notReady(.accuracyTooLarge(23.4, limit: 20)).description
            == "cannot capture: accuracy 23.4 m >= 20 m")
        #expect(CaptureSession.Refusal.notApplicable(.save, in: .acquiring).description == "cannot save while acquiring")
        #expect(CaptureSession.Refusal.notApplicable(.start, in: .timedOut).description == "cannot start while timed out")
    }
}

/// Random event sequences: no trap, and the invariants hold whatever the order.
@Suite struct CaptureSessionRandomSequenceTests {
    @Test(arguments: [
        CaptureSession.Configuration(),
        CaptureSession.Configuration(autoCapture: true, target: 8, timeout: 40),
        CaptureSession.Configuration(averaging: .count(3), timeout: 60),
        CaptureSession.Configuration(autoCapture: true, averaging: .duration(4)),
    ])
    func invariantsHoldForRandomSequences(_ configuration: CaptureSession.Configuration) {
        var random = SeededRandom(seed: 42)
        for _ in 0..<300 {
            var session = CaptureSession(configuration: configuration)
            var time = 0.0
            var persisted: [CapturedLocation] = []
            var finalState: CaptureSession.State?
            for _ in 0..<40 {
                time += Double(Int.random(in: 0...30, using: &random)) / 10
                let meters = Double(Int.random(in: 10...400, using: &random)) / 10
                let event: CaptureSession.Event
                switch Int.random(in: 0..<10, using: &random) {
                case 0: event = .start(now: at(time))
                case 1...4: event = .fix(update(latitude: 10 + meters / 1e4, meters: meters), now: at(time))
                case 5: event = .tick(now: at(time))
                case 6: event = .capture(now: at(time))
                case 7: event = Int.random(in: 0..<4, using: &random) == 0 ? .cancel : .recapture(now: at(time))
                default: event = .save
                }
                let before = session.state
                let effects = session.handle(event)
                if let finalState { #expect(session.state == finalState, "an end state never changes") }
                if session.state.phase.isFinal, finalState == nil { finalState = session.state }
                for case let .persist(location) in effects {
                    #expect(before == .frozen(location), "only the frozen location is persisted")
                    persisted.append(location)
                }
                if case let .frozen(location) = session.state {
                    #expect(location.horizontalAccuracy.meters < configuration.policy.maximumAccuracy)
                }
                if let latest = readyUpdate(session.state) {
                    #expect(latest.verdict.isAllowed, "ready means the latest update passes")
                }
            }
            #expect(persisted.count <= 1)
        }
    }

    private func readyUpdate(_ state: CaptureSession.State) -> LocationUpdate? {
        if case let .ready(latest) = state { return latest.update }
        return nil
    }
}
