import Foundation
import NMEA
import Positioning
import Receivers
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Faults on the NMEA sources (issue 8): a serial device unplugged and plugged back, TCP
/// servers that stall, send a megabyte without a newline, or hang up mid-sentence.
@Suite struct NMEASourceFaultTests {
    private func times(_ fixes: [Fix]) -> [Int?] { fixes.map { $0.time?.millisecondOfDay } }

    /// Waits up to 10 s for `flag` (the source's thread closing its socket, for example).
    private func eventually(_ flag: TestFlag) async throws {
        for _ in 0..<500 where !flag.isSet { try await Task.sleep(for: .milliseconds(20)) }
    }

    @Test func serialDeviceUnpluggedAndPluggedBackIsReopened() async throws {
        // The device path is a symlink the test controls, as udev's /dev/serial/by-id links are.
        let folder = "/tmp/fieldfix-replug-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(folder, 0o700)
        let link = folder + "/ttyGNSS"
        defer {
            unlink(link)
            rmdir(folder)
        }
        let first = Loopback.pseudoTerminal()
        let second = Loopback.pseudoTerminal()
        defer { close(second.master) }
        #expect(symlink(first.path, link) == 0)
        let run = NMEASource(url: .serial(path: link, baud: 9600)).start()
        var connections = 0
        var lost: [SourceError.Code] = []
        var fixes: [Fix] = []
        for await event in run.events {
            switch event {
            case .connected:
                connections += 1
                if connections == 1 {
                    // Unplugged: the device path goes away, then the device.
                    Loopback.background {
                        Loopback.write(TestNMEA.log(epochs: 3), to: first.master)
                        Loopback.waitUntilRead(terminal: first.path)
                        unlink(link)
                        close(first.master)
                    }
                } else {
                    Loopback.background {
                        Loopback.write(Array((TestNMEA.epoch(10) + TestNMEA.epoch(11)).utf8), to: second.master)
                    }
                }
            case let .disconnected(error):
                lost.append(error.code)
                // Plugged back a second later, under the same path: the source retries meanwhile.
                Loopback.background {
                    usleep(1_200_000)
                    let fresh = link + ".new"
                    _ = symlink(second.path, fresh)
                    _ = rename(fresh, link)
                }
            case let .fix(fix):
                fixes.append(fix)
            case .failed, .ended:
                Issue.record("the serial source gave up: \(event)")
            case .connecting:
                break
            }
            if fixes.contains(where: { $0.time?.millisecondOfDay == 43_210_000 }) || connections > 2 { break }
        }
        await run.stop()
        #expect(lost == [.closed])
        #expect(connections == 2)
        #expect(times(fixes) == [43_200_000, 43_201_000, 43_202_000, 43_210_000])
    }

    @Test func stalledServerGoesStaleOnTheServiceClockAndStopsAtOnce() async throws {
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        let released = TestFlag()
        Loopback.background {
            let client = Loopback.accept(listener)
            // Two epochs, and the first sentence of a third that ends the second: two fixes.
            let firstOfThird = TestNMEA.epoch(2).utf8.prefix { $0 != UInt8(ascii: "\n") } + [UInt8(ascii: "\n")]
            Loopback.write(TestNMEA.log(epochs: 2) + firstOfThird, to: client)
            // Then nothing, until the source hangs up.
            var byte: UInt8 = 0
            while read(client, &byte, 1) > 0 {}
            released.set()
            close(client)
        }
        let clock = ManualClock()
        let source = NMEASource(url: .tcp(host: "127.0.0.1", port: port))
        let service = LocationService(source: source, staleAfter: 2, clock: clock, checkInterval: 0.5)
        var states: [ConnectionState] = []
        var stale: LocationStatus?
        for await status in service.statuses() {
            states.append(status.state)
            if states.filter({ $0 == .fix }).count == 2 && stale == nil && status.state == .fix {
                clock.advance(by: 3)  // the server says nothing for 3 s of the service's time
            }
            if status.state == .stale {
                stale = status
                break  // stops the service: its source must close the connection
            }
        }
        #expect(states == [.connecting, .connected, .fix, .fix, .stale])
        #expect(stale?.captureAllowed == false)
        #expect(stale?.captureBlockedReason == "stale 3.0 s")
        try await eventually(released)
        #expect(released.isSet)
    }

    @Test func megabyteWithoutNewlineIsDroppedAndLaterSentencesParse() async throws {
        let flood = Array("$GPGGA,".utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: 1 << 20)
        let bytes = Array(TestNMEA.epoch(0).utf8) + flood + TestNMEA.log(epochs: 4).dropFirst(TestNMEA.epoch(0).utf8.count)
        // The pipeline the source runs, fed as the source feeds it: one over-long line, counted.
        var pipeline = GNSSPipeline()
        var fed = 0
        for start in stride(from: 0, to: bytes.count, by: 65_536) {
            pipeline.feed(bytes[start..<min(start + 65_536, bytes.count)])
            pipeline.drain(onUpdate: { _ in fed += 1 }, onError: { _ in })
        }
        pipeline.finish(onUpdate: { _ in fed += 1 }, onError: { _ in })
        #expect(pipeline.reader.nmea.overlongCount == 1)
        #expect(fed == 4)
        // The bytes held stay within one read's chunk and one sentence, whatever the line's length.
        var framer = NMEAFramer()
        var largest = 0
        for start in stride(from: 0, to: bytes.count, by: 65_536) {
            framer.append(bytes[start..<min(start + 65_536, bytes.count)])
            while framer.next() != nil {}
            largest = max(largest, framer.buffer.count)
        }
        #expect(largest <= 65_536 + NMEAFramer.maxSentenceLength)
        #expect(framer.overlongCount == 1)

        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        Loopback.background {
            let client = Loopback.accept(listener)
            Loopback.write(bytes, to: client, chunk: 16_384, pause: 0)
            close(client)
        }
        let run = NMEASource(url: .tcp(host: "127.0.0.1", port: port)).start()
        let events = await SourceEvents.collect(run, until: SourceEvents.isDisconnect)
        #expect(times(SourceEvents.fixes(events)) == [43_200_000, 43_201_000, 43_202_000, 43_203_000])
        #expect(events.last == .disconnected(SourceError(.closed, source: "tcp://127.0.0.1:\(port)", detail: "the input ended")))
    }

    @Test func serverClosingMidSentenceGivesNoFixFromThePartAndReconnects() async throws {
        let (listener, port) = Loopback.tcpListener()
        defer { close(listener) }
        let released = TestFlag()
        Loopback.background {
            let first = Loopback.accept(listener)
            let cut = TestNMEA.epoch(2).prefix(30)  // "$GPGGA,120002.00,5230.0020,N,0"
            Loopback.write(TestNMEA.log(epochs: 2) + Array(cut.utf8), to: first)
            close(first)
            let second = Loopback.accept(listener)
            Loopback.write(Array((TestNMEA.epoch(10) + TestNMEA.epoch(11)).utf8), to: second)
            var byte: UInt8 = 0
            while read(second, &byte, 1) > 0 {}
            released.set()
            close(second)
        }
        let run = NMEASource(url: .tcp(host: "127.0.0.1", port: port)).start()
        let events = await SourceEvents.collect(run) { event in
            if case let .fix(fix) = event { return fix.time?.millisecondOfDay == 43_210_000 } else { return false }
        }
        #expect(times(SourceEvents.fixes(events)) == [43_200_000, 43_201_000, 43_210_000])
        #expect(events.filter(SourceEvents.isDisconnect).count == 1)
        #expect(events.filter { $0 == .connected(to: "tcp://127.0.0.1:\(port)") }.count == 2)
        try await eventually(released)
        #expect(released.isSet)
    }
}
