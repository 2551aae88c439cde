import Foundation
import GPSD
import Positioning
import Receivers
import Testing

/// gpsd through libgps, fed by gpsfake on a free loopback port.
@Suite(.serialized) struct GPSDSourceTests {
    /// Collects events until `stop` says so, the run ends, or `limit` events arrived.
    private func collect(
        _ run: SourceRun, limit: Int = 10_000, until stop: @Sendable (SourceEvent) -> Bool = { _ in false }
    ) async -> [SourceEvent] {
        var events: [SourceEvent] = []
        for await event in run.events {
            events.append(event)
            if stop(event) || events.count >= limit { break }
        }
        await run.stop()
        return events
    }

    private func fixes(_ events: [SourceEvent]) -> [Fix] {
        events.compactMap { if case let .fix(fix) = $0 { return fix } else { return nil } }
    }

    @Test func readsFixesWithDOPsAndErrorEllipse() async throws {
        if let reason = GPSFake.unavailableReason {
            print("skipped: \(reason)")
            return
        }
        let gpsd = try GPSFake(log: "isync.log")
        let events = await collect(GPSDSource(port: gpsd.port).start()) { event in
            if case let .disconnected(error) = event { return error.code == .closed } else { return false }
        }
        #expect(events.first == .connecting)
        #expect(events.contains(.connected(to: "gpsd://localhost:\(gpsd.port)")))
        let positioned = fixes(events).filter(\.hasPosition)
        #expect(positioned.count >= 10)
        for fix in positioned {
            #expect(abs(fix.latitude! - 41.8976) < 0.001)
            #expect(abs(fix.longitude! - -87.6439) < 0.001)
            #expect(fix.quality == .differential)
        }
        #expect(positioned.contains { $0.hdop != nil && $0.satellitesUsed != nil })
        #expect(positioned.contains { $0.errorEllipse?.latitudeSigma != nil })
        // gpsfake ends with the log: gpsd reports its device closed, then gpsd goes away.
        let losses = events.compactMap { event -> SourceError.Code? in
            if case let .disconnected(error) = event { return error.code } else { return nil }
        }
        #expect(losses == [.deviceLost, .closed])
    }

    @Test func unreachableGPSDFailsAtOnceSayingWhatToCheck() async {
        let port = GPSFake.freePort()
        let events = await collect(GPSDSource(host: "127.0.0.1", port: port).start())
        #expect(events.count == 2)
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(error.code == .connectionFailed)
        #expect(error.detail.contains("systemctl status gpsd"))
        #expect(error.detail.contains("127.0.0.1:\(port)"))
    }

    @Test func reconnectsWhenGPSDRestarts() async throws {
        if let reason = GPSFake.unavailableReason {
            print("skipped: \(reason)")
            return
        }
        var gpsd = try GPSFake(log: "quectel-L70.log", cycle: 0.05)
        let port = gpsd.port
        let run = GPSDSource(host: "127.0.0.1", port: port).start()
        var iterator = run.events.makeAsyncIterator()
        var phase = 0
        var fixesAfterRestart = 0
        var sawDisconnect = false
        while let event = await iterator.next() {
            switch (phase, event) {
            case (0, .fix):
                // gpsd dies mid-stream; a new one comes up on the same port.
                gpsd.stop()
                phase = 1
            case let (1, .disconnected(error)) where error.code == .closed:
                sawDisconnect = true
                gpsd = try GPSFake(log: "quectel-L70.log", port: port)
                phase = 2
            case (2, .fix):
                fixesAfterRestart += 1
            default:
                break
            }
            if fixesAfterRestart >= 3 { break }
        }
        await run.stop()
        gpsd.stop()
        #expect(sawDisconnect)
        #expect(fixesAfterRestart >= 3)
    }
}
