import Foundation
import Output
import Positioning
import TestSupport
import Testing

/// Connection changes in `fieldfix live --json`: `"class":"STATUS"` lines on standard output,
/// beside the TPV lines; on standard error only in human mode.
@Suite struct LiveStatusTests {
    static func objects(_ result: ProgramResult) throws -> [[String: Any]] {
        try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func aFileSourceConnectsStreamsAndEnds() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try CaptureLog(epochs: (0..<3).map { _ in .init(north: 0, east: 0, sigma: 2) }).write(in: dir, name: "still.nmea")
        let result = try FieldFix.run(["live", "--source", "file:\(log)", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        let classes = objects.map { $0["class"] as? String ?? "?" }
        #expect(classes == ["STATUS", "STATUS", "TPV", "TPV", "TPV", "STATUS"])
        #expect(objects.compactMap { $0["state"] as? String } == ["connecting", "connected", "ended"])
        #expect(objects.filter { $0["class"] as? String == "STATUS" }.allSatisfy { $0["source"] as? String == "file:\(log)" })
        #expect(objects.filter { $0["class"] as? String == "STATUS" }.allSatisfy { $0["reason"] == nil })
    }

    @Test func aGapInThePacedLogIsAStaleStatus() throws {
        // Epochs at 0, 1 and 6 s, replayed twice as fast: 2.5 s without a fix, over the 2 s limit.
        let (dir, log) = try MotionCaptureTests.write(MotionCaptureTests.log(knots: 0, seconds: [0, 1, 6]))
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FieldFix.run(["live", "--source", "file:\(log)?speed=2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        let stale = try #require(objects.first { $0["state"] as? String == "stale" }, "\(result.stdout)")
        #expect((stale["age"] as? Double ?? 0) >= 2)
        let index = try #require(objects.firstIndex { $0["state"] as? String == "stale" })
        #expect(objects[index + 1]["captureBlockedCode"] as? String == "stale", "the stale fix follows, refused")
        #expect(result.stderr.contains("s: stale"))
    }

    @Test func aFailedSourceEndsWithItsReason() throws {
        let result = try FieldFix.run(["live", "--source", "serial:///dev/fieldfix-no-such-tty", "--json"])
        #expect(result.status == 1)
        let last = try #require(try Self.objects(result).last)
        #expect(last["class"] as? String == "STATUS")
        #expect(last["state"] as? String == "ended")
        #expect((last["reason"] as? String)?.contains("No such file or directory") == true, "\(last)")
    }

    @Test func humanModeKeepsStatusOnStandardError() throws {
        let result = try FieldFix.run(["live", "--source", "serial:///dev/fieldfix-no-such-tty"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("fieldfix live: connecting to serial:///dev/fieldfix-no-such-tty"))
    }

    @Test func theEncoderWritesReasonAndAgeOnlyWhenKnown() {
        #expect(StatusEncoder.encode(state: "connected", source: "gpsd://localhost:2947")
            == #"{"class":"STATUS","state":"connected","source":"gpsd://localhost:2947"}"#)
        #expect(StatusEncoder.encode(state: "stale", source: "tcp://h:1", reason: "say \"hi\"", age: 2.5)
            == #"{"class":"STATUS","state":"stale","source":"tcp://h:1","reason":"say \"hi\"","age":2.5}"#)
    }
}
