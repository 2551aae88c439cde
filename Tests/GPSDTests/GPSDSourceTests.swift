import Foundation
import GPSD
import Positioning
import Receivers
import Testing
import TestSupport

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
            skip(reason)
            return
        }
        let gpsd = try await GPSFake.start(log: "isync.log")
        let events = await collect(GPSDSource(port: gpsd.port, connectTimeout: GPSFake.answerTimeout).start()) { event in
            if case .connected = event { gpsd.release() }
            if case let .disconnected(error) = event { return error.code == .closed } else { return false }
        }
        #expect(events.first == .connecting)
        #expect(events.contains(.connected(to: "gpsd://localhost:\(gpsd.port)")))
        let positioned = fixes(events).filter(\.hasPosition)
        #expect(positioned.count >= 10)
        if positioned.count < 10 { print("gpsfake and gpsd said:\n\(gpsd.transcriptTail())") }
        for fix in positioned {
            #expect(abs(fix.latitude! - 41.8976) < 0.001)
            #expect(abs(fix.longitude! - -87.6439) < 0.001)
            #expect(fix.quality == .differential)
        }
        #expect(positioned.contains { $0.hdop != nil && $0.satellitesUsed != nil })
        #expect(positioned.contains { $0.errorEllipse?.latitudeSigma != nil })
        // gpsfake ends with the log: it removes the device from gpsd and stops gpsd. Whether
        // gpsd gets to report the device closed before it dies is up to gpsfake's timing, not
        // ours (under load gpsd is stopped first): the connection's end is always reported,
        // the device's loss at most once, and before it.
        let losses = events.compactMap { event -> SourceError.Code? in
            if case let .disconnected(error) = event { return error.code } else { return nil }
        }
        #expect(losses == [.deviceLost, .closed] || losses == [.closed])
    }

    @Test func unreachableGPSDFailsAtOnceSayingWhatToCheck() async throws {
        let port = try Loopback.portOutsideEphemeralRange()
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

    @Test func serverThatIsNotGPSDFailsSayingWhatToCheck() async throws {
        // A listener that answers like a web server and hangs up, as some proxies do.
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        Thread {
            for _ in 0..<2 {
                let client = Loopback.accept(listener)
                let answer = Array("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n".utf8)
                _ = send(client, answer, answer.count, Int32(MSG_NOSIGNAL))
                close(client)
            }
        }.start()
        let events = await collect(GPSDSource(host: "127.0.0.1", port: port).start())
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(!events.contains { if case .connected = $0 { return true } else { return false } })
        #expect(error.detail.hasPrefix("cannot reach gpsd at 127.0.0.1:\(port) (no gpsd answered there)"))
    }

    @Test func serverSendingHalfALineIsNotPolledInABusyLoop() async throws {
        // Accepts (the reachability probe, then libgps's connection), sends half a gpsd
        // greeting and stays silent. libgps's gps_waiting says "data waiting" at once while
        // it holds the half line: the source used to spin there and never give up.
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        Thread {
            close(Loopback.accept(listener))
            let client = Loopback.accept(listener)
            let half = Array(#"{"class":"VERSION","release":"3.22","#.utf8)
            _ = send(client, half, half.count, Int32(MSG_NOSIGNAL))
            var byte: UInt8 = 0
            while recv(client, &byte, 1, 0) > 0 {}
            close(client)
        }.start()
        let run = GPSDSource(host: "127.0.0.1", port: port, connectTimeout: 3).start()
        // A bounded wait: a source stuck in the loop is stopped after 30 s and the test fails.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(30))
            run.requestStop()
        }
        let sampler = Task {
            var most = 0
            while !Task.isCancelled {
                most = max(most, Self.cpuTicksOfGPSDThreads())
                try? await Task.sleep(for: .milliseconds(100))
            }
            return most
        }
        let events = await collect(run)
        watchdog.cancel()
        sampler.cancel()
        // Waiting 3 s for a line costs next to no CPU; the busy loop burned a core, up to
        // 300 ticks (at least 50 on two busy cores). Other tests' gpsd threads use a few.
        #expect(await sampler.value < 20)
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(error.detail.hasPrefix("cannot reach gpsd at 127.0.0.1:\(port) (no gpsd answered there)"))
    }

    /// The CPU time (user and system, in clock ticks) of this process's gpsd source threads.
    private static func cpuTicksOfGPSDThreads() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.reduce(0) { total, task in
            guard let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")"), stat[..<close].hasSuffix("(fieldfix.gpsd")
            else { return total }
            // After "(comm)": state is field 3; utime and stime are fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return total + (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        }
    }

    @Test func reconnectsWhenGPSDRestarts() async throws {
        if let reason = GPSFake.unavailableReason {
            skip(reason)
            return
        }
        // Each gpsfake plays its log once the source is connected to its gpsd (see GPSFake).
        var gpsd = try await GPSFake.start(log: "quectel-L70.log", cycle: 0.05)
        let port = gpsd.port
        let run = GPSDSource(host: "127.0.0.1", port: port, connectTimeout: GPSFake.answerTimeout).start()
        // A bounded wait: a run that never sees the fixes is stopped after 120 s and fails
        // (starting gpsd alone took up to 30 s in CI runs with the whole suite at once).
        let watchdog = Task {
            try await Task.sleep(for: .seconds(120))
            run.requestStop()
        }
        defer { watchdog.cancel() }
        var iterator = run.events.makeAsyncIterator()
        var phase = 0
        var fixesAfterRestart = 0
        var sawDisconnect = false
        // What happened when, printed with gpsd's transcript if the test fails.
        let started = ContinuousClock.now
        var log: [String] = []
        func note(_ line: String) { log.append("\(ContinuousClock.now - started) phase \(phase): \(line)") }
        while let event = await iterator.next() {
            if case .fix = event { note("fix") } else { note("\(event)") }
            switch (phase, event) {
            case (_, .connected):
                gpsd.release()
            case (0, .fix):
                // gpsd dies mid-stream; a new one comes up on the same port.
                gpsd.stop()
                note("first gpsd stopped")
                phase = 1
            case let (1, .disconnected(error)) where error.code == .closed:
                sawDisconnect = true
                gpsd = try await GPSFake.start(log: "quectel-L70.log", port: port, cycle: 0.05)
                note("second gpsd ready")
                phase = 2
            case (2, .fix):
                fixesAfterRestart += 1
            default:
                break
            }
            if fixesAfterRestart >= 3 { break }
        }
        await run.stop()
        note("end")
        #expect(sawDisconnect)
        #expect(fixesAfterRestart >= 3)
        if !sawDisconnect || fixesAfterRestart < 3 {
            print(log.joined(separator: "\n") + "\ngpsfake and gpsd said:\n" + gpsd.transcriptTail())
        }
        gpsd.stop()
    }
}
