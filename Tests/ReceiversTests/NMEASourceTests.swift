import Foundation
import NMEA
import Positioning
import Receivers
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The NMEA sources with real parts: a pseudo-terminal, loopback TCP and UDP, files.
@Suite struct NMEASourceTests {
    private func source(_ text: String) throws -> NMEASource {
        NMEASource(url: try SourceURL(parsing: text))
    }

    @Test func serialDeviceReadsPacedWritesUntilItHangsUp() async throws {
        let (master, path) = Loopback.pseudoTerminal()
        let run = try source("serial://\(path)?baud=4800").start()
        var iterator = run.events.makeAsyncIterator()
        #expect(await iterator.next() == .connecting)
        #expect(await iterator.next() == .connected(to: "serial://\(path)?baud=4800"))
        Loopback.background {
            Loopback.write(TestNMEA.log(epochs: 6), to: master, chunk: 40, pause: 0.005)
            Loopback.waitUntilRead(terminal: path)
            close(master)
        }
        var fixes: [Fix] = []
        var lost: SourceError?
        while let event = await iterator.next() {
            if case let .fix(fix) = event { fixes.append(fix) }
            if case let .disconnected(error) = event {
                lost = error
                break
            }
        }
        await run.stop()
        #expect(lost?.code == .closed)
        // The last epoch ends with the input: five complete epochs, then the sixth at hang-up.
        #expect(fixes.count == 6)
        #expect(fixes.allSatisfy { $0.hasPosition && $0.hdop == 1.2 && $0.quality == .autonomous })
        #expect(fixes.first?.time?.iso8601 == "2024-03-15T12:00:00.000Z")
    }

    @Test func missingDeviceIsAClearError() async throws {
        let events = await SourceEvents.collect(try source("serial:///dev/fieldfix-no-such-device?baud=9600").start())
        #expect(events.count == 2)
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(error.code == .notFound)
        #expect(error.description == "serial:///dev/fieldfix-no-such-device?baud=9600: open /dev/fieldfix-no-such-device: No such file or directory")
    }

    @Test func notATerminalIsAClearError() async throws {
        let events = await SourceEvents.collect(try source("serial:///dev/null").start())
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(error.code == .configurationFailed)
        #expect(error.detail.hasPrefix("tcgetattr /dev/null: "))
    }

    @Test func tcpClientReconnectsAfterTheServerCloses() async throws {
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        let released = TestFlag()
        Loopback.background {
            let first = Loopback.accept(listener)
            Loopback.write(TestNMEA.log(epochs: 3), to: first)
            close(first)
            let second = Loopback.accept(listener)
            Loopback.write(Array(TestNMEA.epoch(10).utf8) + Array(TestNMEA.epoch(11).utf8), to: second)
            // Wait until the client goes away: the source must close its socket when stopped.
            var byte: UInt8 = 0
            while read(second, &byte, 1) > 0 {}
            released.set()
            close(second)
        }
        let run = try source("tcp://127.0.0.1:\(port)").start()
        var disconnects = 0
        var fixTimes: [String] = []
        for await event in run.events {
            if SourceEvents.isDisconnect(event) { disconnects += 1 }
            if case let .fix(fix) = event { fixTimes.append(fix.time?.iso8601 ?? "") }
            if fixTimes.contains("2024-03-15T12:00:10.000Z") { break }
        }
        await run.stop()
        #expect(disconnects == 1)
        #expect(fixTimes == ["2024-03-15T12:00:00.000Z", "2024-03-15T12:00:01.000Z", "2024-03-15T12:00:02.000Z", "2024-03-15T12:00:10.000Z"])
        for _ in 0..<100 where !released.isSet { usleep(20_000) }
        #expect(released.isSet)
    }

    @Test func tcpServerThatIsNotThereFails() async throws {
        let (listener, port) = Loopback.tcpListener()
        close(listener)
        let events = await SourceEvents.collect(try source("tcp://127.0.0.1:\(port)").start())
        guard case let .failed(error) = events.last else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(error.code == .connectionFailed)
        #expect(error.detail == "connect 127.0.0.1:\(port): Connection refused")
    }

    @Test func udpListenerReadsDatagrams() async throws {
        let port = Loopback.freeUDPPort()
        let run = try source("udp://127.0.0.1:\(port)").start()
        var iterator = run.events.makeAsyncIterator()
        #expect(await iterator.next() == .connecting)
        #expect(await iterator.next() == .connected(to: "udp://127.0.0.1:\(port)"))
        Loopback.background {
            Loopback.send(datagrams: (0..<5).map { Array(TestNMEA.epoch($0).utf8) }, to: port)
        }
        var fixes: [Fix] = []
        while let event = await iterator.next() {
            if case let .fix(fix) = event { fixes.append(fix) }
            if fixes.count == 4 { break }
        }
        await run.stop()
        #expect(fixes.map { $0.time?.millisecondOfDay } == [43_200_000, 43_201_000, 43_202_000, 43_203_000])
    }

    @Test func garbageOnTheLineIsSkipped() async throws {
        var bytes: [UInt8] = []
        for second in 0..<4 {
            bytes += Array(TestNMEA.epoch(second).utf8)
            bytes += [0x00, 0xFF, 0x24, 0x0D, 0x0A]  // binary noise, a lone "$"
            bytes += Array("$GPGGA,1200,broken*00\r\nnot nmea at all\n$GPRMC,12".utf8)
            bytes += Array("\r\n".utf8)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-garbage-\(getpid()).nmea").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { unlink(path) }
        let events = await SourceEvents.collect(try source(path).start())
        #expect(events.last == .ended)
        let fixes = SourceEvents.fixes(events)
        #expect(fixes.count == 4)
        #expect(fixes.allSatisfy { $0.hasPosition })
    }

    /// `fieldfix live` reads its source without the fixes' lists of satellites: the same
    /// fixes, counts included, less each one's list.
    @Test func sourceReadWithoutTheListGivesTheSameFixesLessIt() async throws {
        let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Recordings/sim-open-sky.nmea")
        let url = try SourceURL(parsing: recording.path)
        let listed = SourceEvents.fixes(await SourceEvents.collect(NMEASource(url: url).start()))
        let counted = SourceEvents.fixes(await SourceEvents.collect(
            NMEASource(url: url, options: ParseOptions(keepsSatellitesInView: false)).start()))
        #expect(listed.count > 10 && listed.allSatisfy { !$0.satellites.isEmpty })
        #expect(counted.allSatisfy { $0.satellites.isEmpty && $0.satellitesInView != nil })
        #expect(counted == listed.map { fix in
            var fix = fix
            fix.satellites = []
            return fix
        })
    }

    @Test func missingFileIsAClearError() async throws {
        let events = await SourceEvents.collect(try source("file:/nonexistent/fieldfix.nmea").start())
        #expect(events.last == .failed(SourceError(
            .notFound, source: "file:/nonexistent/fieldfix.nmea",
            detail: "open /nonexistent/fieldfix.nmea: No such file or directory", errno: ENOENT)))
    }

    @Test func gpsdURLFailsWithATypedErrorInsteadOfTrapping() async {
        let events = await SourceEvents.collect(NMEASource(url: .defaultGPSD).start())
        guard case let .failed(error) = events.last else { Issue.record("\(events)"); return }
        #expect(error.code == .openFailed && error.detail.contains("GPSDSource"), "\(error)")
    }
}
