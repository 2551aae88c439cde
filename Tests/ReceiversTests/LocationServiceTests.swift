import Positioning
import Receivers
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A source that emits a script of events, then waits until it is stopped.
private struct ScriptedSource: FixSource {
    let events: [SourceEvent]
    let stopped: TestFlag
    var name: String { "scripted" }

    func start() -> SourceRun {
        SourceRun(name: "scripted") { [events, stopped] context in
            for event in events { context.emit(event) }
            while context.sleep(seconds: 1) {}
            stopped.set()
        }
    }
}

@Suite struct LocationServiceTests {
    private let fix = Fix(
        time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000),
        latitude: 52.5, longitude: 13.4, mode: .threeD, quality: .autonomous, satellitesUsed: 8, hdop: 1.2)

    @Test func fixGoesStaleOnTheServicesClockAndStoppingFreesTheSource() async throws {
        let clock = ManualClock()
        let stopped = TestFlag()
        let source = ScriptedSource(events: [.connecting, .connected(to: "scripted"), .fix(fix)], stopped: stopped)
        let service = LocationService(source: source, staleAfter: 2, clock: clock, checkInterval: 0.5)
        var iterator = service.statuses().makeAsyncIterator()
        #expect(await iterator.next()?.state == .connecting)
        #expect(await iterator.next()?.state == .connected)
        let fresh = try #require(await iterator.next())
        #expect(fresh.state == .fix)
        #expect(fresh.captureAllowed)
        clock.advance(by: 3)
        let stale = try #require(await iterator.next())
        #expect(stale.state == .stale)
        #expect(stale.age == 3)
        #expect(stale.captureAllowed == false)
        #expect(stale.captureBlockedReason == "stale 3.0 s")
        iterator = AsyncStream<LocationStatus>.makeStream().stream.makeAsyncIterator()  // drops the stream
        for _ in 0..<100 where !stopped.isSet { try await Task.sleep(for: .milliseconds(20)) }
        #expect(stopped.isSet)
    }

    @Test func streamEndsWithTheSourcesFailure() async {
        let error = SourceError(.notFound, source: "serial:///dev/x?baud=9600", detail: "open /dev/x: No such file or directory")
        let service = LocationService(source: NMEASource(url: .serial(path: "/dev/fieldfix-none", baud: 9600)))
        var states: [LocationStatus] = []
        for await status in service.statuses() { states.append(status) }
        #expect(states.map(\.state) == [.connecting, .ended])
        #expect(states.last?.error?.code == error.code)
    }

    @Test func fileSourceGivesOneStatusPerEpochThenEnds() async throws {
        let path = "/tmp/fieldfix-service-\(getpid()).nmea"
        let bytes = TestNMEA.log(epochs: 5)
        let file = fopen(path, "w")
        fwrite(bytes, 1, bytes.count, file)
        fclose(file)
        defer { unlink(path) }
        let service = LocationService(source: NMEASource(url: .file(path: path, speed: nil)))
        var states: [ConnectionState] = []
        var allowed = 0
        for await status in service.statuses() {
            states.append(status.state)
            if status.captureAllowed { allowed += 1 }
        }
        #expect(states == [.connecting, .connected, .fix, .fix, .fix, .fix, .fix, .ended])
        #expect(allowed == 5)
    }
}
