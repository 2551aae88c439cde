import Positioning
import Receivers
import Testing

@Suite struct LocationTrackerTests {
    private let fix = Fix(
        time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000),
        latitude: 52.5, longitude: 13.4, mode: .threeD, quality: .autonomous, satellitesUsed: 8, hdop: 1.2)

    @Test func walksThroughConnectionFixStaleAndEnd() {
        var tracker = LocationTracker()
        #expect(tracker.handle(.connecting, now: 0).state == .connecting)
        #expect(tracker.handle(.connected(to: "gpsd://localhost:2947"), now: 0.1).state == .connected)
        let first = tracker.handle(.fix(fix), now: 1)
        #expect(first.state == .fix)
        #expect(first.captureAllowed)
        #expect(first.captureBlockedReason == nil)
        #expect(first.age == 0)
        #expect(tracker.tick(now: 2.5) == nil)
        let stale = tracker.tick(now: 3.25)
        #expect(stale?.state == .stale)
        #expect(stale?.update?.verdict == .refused(.stale(age: 2.25)))
        #expect(stale?.captureAllowed == false)
        #expect(stale?.captureBlockedReason == "stale 2.3 s")
        #expect(tracker.tick(now: 4) == nil)  // reported once
        #expect(tracker.handle(.fix(fix), now: 4).state == .fix)
        let error = SourceError(.closed, source: "tcp://h:1", detail: "the input ended")
        let lost = tracker.handle(.disconnected(error), now: 5)
        #expect(lost.state == .disconnected)
        #expect(lost.captureAllowed == false)
        #expect(lost.error == error)
        #expect(tracker.handle(.ended, now: 6).state == .ended)
    }

    @Test func staleFixNeverPassesTheGateEvenUnderALaxPolicy() {
        let lax = AccuracyEngine(policy: CapturePolicy(stalenessLimit: 3600))
        var tracker = LocationTracker(engine: lax, staleAfter: 1)
        _ = tracker.handle(.fix(fix), now: 0)
        let stale = tracker.tick(now: 1.5)
        #expect(stale?.state == .stale)
        #expect(stale?.update?.verdict == .refused(.stale(age: 1.5)))
    }

    @Test func epochWithoutPositionIsNoFix() {
        var tracker = LocationTracker()
        let status = tracker.handle(.fix(Fix(mode: .noFix, quality: .invalid)), now: 0)
        #expect(status.state == .noFix)
        #expect(status.captureBlockedReason == "no fix")
    }

    @Test func inaccurateFixSaysWhy() {
        var tracker = LocationTracker()
        var poor = fix
        poor.hdop = 9
        let status = tracker.handle(.fix(poor), now: 0)
        #expect(status.state == .fix)
        #expect(status.captureAllowed == false)
        #expect(status.captureBlockedReason?.hasPrefix("accuracy ") == true)
        #expect(status.captureBlockedReason?.hasSuffix(" m >= 20 m") == true)
    }

    @Test func failureEndsWithTheError() {
        var tracker = LocationTracker()
        let error = SourceError(.notFound, source: "serial:///dev/nope?baud=9600", detail: "open /dev/nope: No such file or directory")
        let status = tracker.handle(.failed(error), now: 0)
        #expect(status.state == .ended)
        #expect(status.error == error)
        #expect(status.captureBlockedReason == "source ended: open /dev/nope: No such file or directory")
    }

    @Test func staleLimitDefaultsToThePolicy() {
        #expect(LocationTracker().staleAfter == 2)
        #expect(LocationTracker(engine: AccuracyEngine(policy: CapturePolicy(stalenessLimit: 5))).staleAfter == 5)
    }
}
