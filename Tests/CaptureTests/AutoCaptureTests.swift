import Capture
import Positioning
import Testing

@Suite struct AutoCaptureTests {
    @Test func freezesTheFirstUpdateUnderTheTargetThenIgnoresTheRest() {
        var capture = AutoCapture(target: 5, policy: .default)
        #expect(capture.feed(update(meters: 30), at: 0) == nil)  // refused by the gate
        #expect(capture.feed(update(meters: 8), at: 1) == nil)  // passes, not under 5 m
        let location = capture.feed(update(latitude: 48.1, meters: 3), at: 2)
        #expect(location?.latitude == 48.1 && location?.method == .auto)
        #expect(capture.feed(update(meters: 1), at: 3) == nil)
        if case .saved = capture.session.state {} else { Issue.record("\(capture.session.state)") }
    }

    @Test func aLogDrivesTheSessionWithItsOwnTimes() {
        // Averaging is not involved; the instants only have to move as the fix times do.
        var capture = AutoCapture(target: nil, policy: .default)
        let before = FixTime(date: nil, millisecondOfDay: 86_399_000)
        #expect(capture.feed(update(meters: 25, time: before)) == nil)
        let after = FixTime(date: nil, millisecondOfDay: 1_000)
        #expect(capture.feed(update(latitude: 1, meters: 4, time: after))?.time == after)
    }
}

@Suite struct GuidanceTests {
    @Test func distanceBearingAndArrivalOnTheEllipsoid() throws {
        // PROJ geod: 0.0005° north at 45° N is 55.566 m at bearing 0.
        let way = try #require(Guidance(from: update(latitude: 45, longitude: 7, meters: 3), toLatitude: 45.0005, longitude: 7))
        #expect(abs(way.distance - 55.566) < 0.001 && way.bearing == 0 && !way.arrived)
        let near = try #require(Guidance(from: update(latitude: 45, longitude: 7, meters: 60), toLatitude: 45.0005, longitude: 7))
        #expect(near.arrived)
        #expect(Guidance(from: noFix, toLatitude: 45, longitude: 7) == nil)
    }
}
