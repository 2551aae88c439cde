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

/// A source that emits `count` fixes as fast as it may, sets `ended`, and ends.
private struct FloodSource: FixSource {
    let fix: Fix
    let count: Int
    let ended: TestFlag
    var name: String { "flood" }

    func start() -> SourceRun {
        SourceRun(name: "flood") { [fix, count, ended] context in
            for _ in 0..<count { context.emit(.fix(fix)) }
            ended.set()
            context.emit(.ended)
        }
    }
}

/// Waits until `condition` holds, for at most `seconds` (generous: the service's tasks share
/// the few threads of every test running beside them).
private func waitUntil(seconds: Int = 600, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { Issue.record("not within \(seconds) s"); return }
        try await Task.sleep(for: .milliseconds(5))
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
        try await waitUntil { stopped.isSet }
        #expect(stopped.isSet)
    }

    @Test(.attacks("source-floods")) func aSourceNeverRunsMoreThanItsQueueAheadOfItsConsumer() async throws {
        let handedOver = Counter()
        let total = SourceRun.queuedFixLimit * 4
        let run = SourceRun(name: "flood") { [fix] context in
            for _ in 0..<total {
                context.emit(.fix(fix))
                handedOver.add()
            }
        }
        // Nothing is read: the source stops at the queue's limit...
        try await waitUntil { handedOver.value == SourceRun.queuedFixLimit }
        var events = run.events.makeAsyncIterator()
        _ = await events.next()
        // ...and takes one more step for each fix taken.
        try await waitUntil { handedOver.value == SourceRun.queuedFixLimit + 1 }
        var taken = 1
        while await events.next() != nil { taken += 1 }
        #expect(taken == total && handedOver.value == total)
    }

    @Test(.attacks("source-floods")) func aConsumerThatFallsBehindGetsTheNewestStatusesAndTheCountOfTheOthers() async throws {
        let ended = TestFlag()
        let total = 1_000
        let source = FloodSource(fix: fix, count: total, ended: ended)
        let statuses = LocationService(source: source, clock: ManualClock()).statuses()
        // Not read until the source has handed over its last fix: it can be at most the
        // queue's length ahead of the service, so the service has made all but that many.
        try await waitUntil { ended.isSet }
        var read: [LocationStatus] = []
        for await status in statuses { read.append(status) }
        // What waited in the buffer, and the statuses of what was still queued then.
        #expect(read.count <= LocationService.statusBufferLimit + SourceRun.queuedFixLimit + 1)
        #expect(read.last?.state == .ended)
        let dropped = try #require(read.last?.droppedStatuses)
        #expect(dropped >= total - SourceRun.queuedFixLimit - LocationService.statusBufferLimit)
        #expect(read.map(\.droppedStatuses) == read.map(\.droppedStatuses).sorted())
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
