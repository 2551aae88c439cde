import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix live`, run as a program.
@Suite struct LiveCommandTests {
    private static let isync = RecordedLogs.gpsdFolder.appendingPathComponent("isync.log").path
    private static let haveLogs = FileManager.default.fileExists(atPath: isync)

    @Test(.enabled(if: haveLogs)) func printsOneLinePerFixAndStopsAtCount() throws {
        let result = try FieldFix.run(["live", "--source", Self.isync, "--count", "3"])
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        #expect(result.lines.first?.hasPrefix("2016-02-03T13:15:19.000Z  41.8976650 -87.6439397  ±0.9 m (68%) Excellent  sats 12/15") == true)
        #expect(result.lines.allSatisfy { $0.hasSuffix("capture allowed") })
        #expect(result.stderr.contains("connected to file:\(Self.isync)"))
    }

    @Test(.enabled(if: haveLogs)) func jsonIsOneTPVObjectPerFix() throws {
        let result = try FieldFix.run(["live", "--source", "file:" + Self.isync, "--json", "--confidence", "95", "--max-accuracy", "1.5"])
        #expect(result.status == 0)
        let fixes = result.lines.filter { $0.hasPrefix("{\"class\":\"TPV\"") }
        #expect(fixes.count >= 10)
        #expect(result.lines.allSatisfy { fixes.contains($0) || $0.hasPrefix("{\"class\":\"STATUS\"") })
        for line in fixes {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["class"] as? String == "TPV")
            #expect(object["confidence"] as? Double == 0.95)
            let accuracy = try #require(object["accuracy"] as? Double)
            #expect(object["captureAllowed"] as? Bool == (accuracy < 1.5))
        }
    }

    @Test(.enabled(if: haveLogs)) func readsStandardInput() throws {
        let log = try Data(contentsOf: URL(fileURLWithPath: Self.isync))
        let result = try FieldFix.run(["live", "--source", "-", "--json"], input: log)
        #expect(result.status == 0)
        #expect(result.lines.filter { $0.hasPrefix("{\"class\":\"TPV\"") }.count >= 10)
        #expect(result.lines.allSatisfy { $0.hasPrefix("{\"class\":\"TPV\"") || $0.hasPrefix("{\"class\":\"STATUS\"") })
        #expect(result.stderr.contains("- ended"))
    }

    @Test func durationEndsAQuietSource() throws {
        let result = try FieldFix.run(["live", "--source", "udp://127.0.0.1:\(Loopback.freeUDPPort())", "--duration", "0.3"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func unreachableGPSDFailsSayingWhatToCheck() throws {
        let port = Loopback.unusedTCPPort()
        let result = try FieldFix.run(["live", "--source", "gpsd://127.0.0.1:\(port)"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot reach gpsd at 127.0.0.1:\(port)"))
        #expect(result.stderr.contains("systemctl status gpsd"))
    }

    @Test func malformedSourceIsAUsageError() throws {
        let result = try FieldFix.run(["live", "--source", "serial:///dev/ttyUSB0?baud=1234"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid source 'serial:///dev/ttyUSB0?baud=1234': the baud rate must be one of"))
    }

    @Test func missingDeviceFails() throws {
        let result = try FieldFix.run(["live", "--source", "serial:///dev/fieldfix-no-such-tty"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("open /dev/fieldfix-no-such-tty: No such file or directory"))
    }

    @Test func ctrlCEndsWithStatusZero() throws {
        let port = Loopback.freeUDPPort()
        let live = try FieldFix.start(["live", "--source", "udp://127.0.0.1:\(port)"], stdout: .discard)
        // Wait until it listens, then interrupt it.
        try live.wait(for: "connected to udp://127.0.0.1:\(port)")
        live.signal(SIGINT)
        let result = try live.finish(timeout: 30)
        #expect(result.exited && result.status == 0, "\(result)")
    }

    @Test(.enabled(if: haveLogs)) func closedPipeEndsWithStatusZero() throws {
        let output = Pipe()
        // Paced replay: it would take about a minute, so it is still writing when the pipe closes.
        let live = try FieldFix.start(["live", "--source", "file:\(Self.isync)?speed=0.2", "--json"],
                                      stdout: .handle(output.fileHandleForWriting), stderr: .discard)
        try output.fileHandleForWriting.close()
        let first = output.fileHandleForReading.availableData
        try output.fileHandleForReading.close()
        let result = try live.finish(timeout: 30)
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("{\"class\":"))
        #expect(result.exited && result.status == 0, "\(result)")
    }
}
