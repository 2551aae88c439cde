import Capture
import Positioning
import Testing

@Suite struct AveragerTests {
    @Test func gateFailingAndPositionlessUpdatesAreSkippedWithTheirReason() {
        var averager = Averager(goal: .count(2))
        #expect(averager.add(.init(update: update(meters: 25), receivedAt: at(0))) == .accuracyTooLarge(25, limit: 20))
        #expect(averager.add(.init(update: noFix, receivedAt: at(1))) == .noFix)
        var positionless = update(meters: 5)
        positionless.fix.latitude = nil
        #expect(averager.add(.init(update: positionless, receivedAt: at(2))) == .noFix)
        var unknown = update(meters: 5)
        unknown.horizontalAccuracy = nil
        #expect(averager.add(.init(update: unknown, receivedAt: at(3))) == .accuracyUnknown)
        #expect(averager.count == 0)
        #expect(!averager.isComplete(at: at(100)))
    }

    @Test func averagingCountsEachReceiverEpochOnce() {
        var session = CaptureSession(configuration: .init(averaging: .count(2), timeout: 100))
        let date = CivilDate(year: 2026, month: 11, day: 22)
        let epoch = { (ms: Int) in update(meters: 5, time: FixTime(date: date, millisecondOfDay: ms)) }
        session.start(at: 0)
        session.run([.fix(epoch(1_000), now: at(0.5)), .capture(now: at(0.6))])
        // The same epoch again (a source that repeats it) is not a second sample...
        #expect(session.run([.fix(epoch(1_000), now: at(0.7))]).isEmpty)
        guard case let .averaging(averager) = session.state else { Issue.record("not averaging"); return }
        #expect(averager.count == 1)
        // ...the next epoch is.
        session.run([.fix(epoch(2_000), now: at(1.5))])
        #expect(session.frozenLocation != nil)
    }

    @Test func aCountGoalCompletesOnTheNthSample() {
        var averager = Averager(goal: .count(3))
        for i in 0..<2 { _ = averager.add(.init(update: update(meters: 5), receivedAt: at(Double(i)))) }
        #expect(!averager.isComplete(at: at(50)))
        _ = averager.add(.init(update: update(meters: 5), receivedAt: at(2)))
        #expect(averager.isComplete(at: at(2)))
    }

    @Test func aDurationGoalCompletesOnEventTimeSinceTheFirstSample() {
        var averager = Averager(goal: .duration(10))
        #expect(!averager.isComplete(at: at(100)), "no sample yet")
        _ = averager.add(.init(update: update(meters: 5), receivedAt: at(5)))
        #expect(!averager.isComplete(at: at(14.9)))
        #expect(averager.isComplete(at: at(15)))
    }

    @Test func theDurationIsTheReceiverTimeSpanWhenFixesHaveTimes() {
        var averager = Averager(goal: .count(2))
        let date = CivilDate(year: 2026, month: 11, day: 22)
        _ = averager.add(.init(update: update(meters: 5, time: FixTime(date: date, millisecondOfDay: 1_000)), receivedAt: at(0)))
        _ = averager.add(.init(update: update(meters: 5, time: FixTime(date: date, millisecondOfDay: 5_500)), receivedAt: at(0.01)))
        #expect(averager.duration == 4.5)
    }

    @Test func aTimeOfDayAloneSpansMidnight() {
        var averager = Averager(goal: .count(2))
        _ = averager.add(.init(update: update(meters: 5, time: FixTime(date: nil, millisecondOfDay: 86_399_000)), receivedAt: at(0)))
        _ = averager.add(.init(update: update(meters: 5, time: FixTime(date: nil, millisecondOfDay: 2_000)), receivedAt: at(3)))
        #expect(averager.duration == 3)
    }

    @Test func withoutFixTimesTheDurationIsTheReceiptSpan() {
        var averager = Averager(goal: .count(2))
        _ = averager.add(.init(update: update(meters: 5), receivedAt: at(1)))
        _ = averager.add(.init(update: update(meters: 5), receivedAt: at(3.5)))
        #expect(averager.duration == 2.5)
    }
}

/// Averaging through the session.
@Suite struct CaptureSessionAveragingTests {
    @Test func averagingSkipsFailingFixesAndFreezesTheMean() throws {
        var session = CaptureSession(configuration: .init(averaging: .count(4)))
        let latitudes = [51.5007000, 51.5007300, 51.5006800, 51.5007100]
        func fix(_ i: Int) -> LocationUpdate {
            update(latitude: latitudes[i], longitude: -0.1246, meters: 6,
                   time: FixTime(date: nil, millisecondOfDay: 36_000_000 + i * 1000))
        }
        session.run([.start(now: at(0)), .fix(fix(0), now: at(1))])
        #expect(session.handle(.capture(now: at(1.2))) == [.entered(.averaging)])
        #expect(session.handle(.fix(fix(1), now: at(2))) == [])
        #expect(session.handle(.fix(update(meters: 30), now: at(2.5))) == [.skipped(.accuracyTooLarge(30, limit: 20))])
        #expect(session.handle(.tick(now: at(2.7))) == [])
        #expect(session.handle(.fix(fix(2), now: at(3))) == [])
        #expect(session.handle(.fix(fix(3), now: at(4))) == [.entered(.frozen)])
        let location = try #require(session.frozenLocation)
        #expect(abs(location.latitude - latitudes.reduce(0, +) / 4) < 1e-10)
        #expect(abs(location.longitude - -0.1246) < 1e-10)
        guard case let .averaged(count, duration, scatter) = location.method else {
            Issue.record("method \(location.method)")
            return
        }
        #expect(count == 4)
        #expect(duration == 3)
        #expect(scatter > 0)
        #expect(location.horizontalAccuracy.meters >= 6)
    }

    @Test func autoCaptureWithAveragingStartsOnTheFirstFixAtTheTarget() throws {
        var session = CaptureSession(configuration: .init(autoCapture: true, target: 10, averaging: .count(2)))
        session.start(at: 0)
        #expect(session.handle(.fix(update(meters: 12), now: at(1))) == [.entered(.ready)])
        #expect(session.handle(.fix(update(meters: 8), now: at(2))) == [.entered(.averaging)])
        #expect(session.handle(.fix(update(meters: 12), now: at(3))) == [.entered(.frozen)],
                "a sample needs to pass the gate, not the target")
        #expect(try #require(session.frozenLocation).method.name == "averaged")
    }

    @Test func aSingleSampleGoalFreezesAtOnce() {
        var session = CaptureSession(configuration: .init(averaging: .count(1)))
        session.run([.start(now: at(0)), .fix(update(meters: 5), now: at(1))])
        #expect(session.handle(.capture(now: at(1.5))) == [.entered(.averaging), .entered(.frozen)])
    }

    @Test func aDurationGoalCompletesOnATick() {
        var session = CaptureSession(configuration: .init(averaging: .duration(5)))
        session.run([.start(now: at(0)), .fix(update(meters: 5), now: at(1)), .capture(now: at(1))])
        #expect(session.handle(.fix(update(meters: 5), now: at(3))) == [])
        #expect(session.handle(.tick(now: at(5.9))) == [])
        #expect(session.handle(.tick(now: at(6))) == [.entered(.frozen)])
    }

    @Test func anAverageWhoseHonestAccuracyFailsTheGateIsRejected() {
        // Two 15 m fixes 60 m apart: the average's accuracy is well over 20 m.
        var session = CaptureSession(configuration: .init(averaging: .count(2)))
        let a = update(latitude: 0, longitude: 0, meters: 15)
        let b = update(latitude: 0.00054, longitude: 0, meters: 15)
        session.run([.start(now: at(0)), .fix(a, now: at(1)), .capture(now: at(1))])
        let effects = session.handle(.fix(b, now: at(2)))
        #expect(effects.count == 2)
        guard case let .refused(.locationRejected(.accuracyNotUnderLimit(meters, limit))) = effects.first else {
            Issue.record("effects \(effects)")
            return
        }
        #expect(meters > 20 && limit == 20)
        #expect(effects.last == .entered(.ready))
        #expect(session.state == .ready(latest: .init(update: b, receivedAt: at(2))))
    }

    @Test func aTimeoutWhileAveragingSavesNothing() {
        var session = CaptureSession(configuration: .init(averaging: .count(10), timeout: 30))
        session.run([.start(now: at(0)), .fix(update(meters: 5), now: at(1)), .capture(now: at(1))])
        #expect(session.handle(.tick(now: at(30))) == [.entered(.timedOut), .timedOut(best: update(meters: 5)), .stop])
    }
}
