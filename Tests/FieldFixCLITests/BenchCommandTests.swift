import Foundation
import Testing
import TestSupport

/// `fieldfix bench`, run as a program: the counts it reports, per stage and per type (the
/// timings are only checked to be there: no timing assertions in unit tests).
@Suite struct BenchCommandTests {
    /// Five epochs (GGA, GSA, RMC), two GLONASS GSV (the second's elevation, 95, out of
    /// range: one malformed field), three Garmin proprietary sentences and one GGA with a
    /// wrong checksum, with binary bytes between two lines: a UBX NAV-PVT header whose frame
    /// the end of the input cuts (one truncated-frame error, the lines after it still read).
    static let log = (0..<5).map { TestNMEA.epoch($0) }.joined()
        + TestNMEA.sentence("GLGSV,2,1,05,65,40,083,46,66,17,308,,67,07,344,39,68,22,228,45")
        + "\u{B5}\u{62}\u{01}\u{07}\u{00}\r\n"
        + TestNMEA.sentence("GLGSV,2,2,05,69,95,100,30")
        + String(repeating: TestNMEA.sentence("PGRME,15.0,M,45.0,M,25.0,M"), count: 3)
        + TestNMEA.checksummed("GPGGA,120010.00,5230.0000,N,01324.0000,E,1,08,1.2,34.5,M,39.2,M,,").dropLast(2) + "00\r\n"

    /// The per-type counts the log holds.
    static let byType = ["GGA": 5, "GSA": 5, "RMC": 5, "GSV": 2, "PGRME": 3]

    static func write(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-bench-\(UUID().uuidString).nmea")
        try Data(text.utf8).write(to: file)
        return file
    }

    static func report(_ result: ProgramResult) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any], "not a JSON object: \(result.stdout)")
    }

    /// Each stage, and the fix stage with `--sky`, checks every field alike (the GSV's
    /// malformed elevation is counted whether its satellites are kept or not).
    @Test(arguments: [["--stage", "parse"], ["--stage", "fix"], ["--sky"]])
    func jsonCountsSentencesPerTypeAndErrors(stage: [String]) throws {
        let file = try Self.write(Self.log)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["bench"] + stage + ["--json", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 1)
        let report = try Self.report(result)
        #expect(report["sentences"] as? Int == Self.byType.values.reduce(0, +))
        #expect(report["errors"] as? Int == 3)
        #expect(report["ubxMessages"] as? Int == 0)
        #expect(report["byType"] as? [String: Int] == Self.byType)
        let seconds = try #require(report["seconds"] as? Double)
        let rate = try #require(report["sentencesPerSecond"] as? Double)
        #expect(seconds > 0 && rate > 0)
        if stage != ["--stage", "parse"] {
            #expect(report["fixes"] as? Int == 5)
            #expect(report["fixesPerSecond"] as? Double ?? 0 > 0)
        } else {
            #expect(report["fixes"] == nil)
        }
    }

    /// libgps (and the D-Bus, systemd and libgcrypt it brings) is loaded only by a gpsd
    /// source: the dynamic loader's own log (`LD_DEBUG=files`) of a run without one names
    /// every library it loads, and libgps is not among them.
    @Test func aRunWithoutGpsdDoesNotLoadLibgps() throws {
        let result = try FieldFix.run(["bench", "--json", "-"], input: Data(Self.log.utf8), environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("file=libc.so.6"), "the loader's log is missing: \(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("libgps"))
    }

    @Test func theFixStageIsTheDefault() throws {
        let result = try FieldFix.run(["bench", "--json", "-"], input: Data(Self.log.utf8))
        #expect(result.status == 0)
        let report = try Self.report(result)
        #expect(report["fixes"] as? Int == 5)
        #expect(report["byType"] as? [String: Int] == Self.byType)
    }

    @Test func textListsTheCountsOneTypePerLine() throws {
        let result = try FieldFix.run(["bench", "--stage", "parse", "-"], input: Data(Self.log.utf8))
        #expect(result.status == 0)
        let lines = result.lines
        #expect(lines.prefix(2) == ["sentences: 20", "errors: 3"])
        #expect(Array(lines[2..<7]) == ["  GGA: 5", "  GSA: 5", "  GSV: 2", "  PGRME: 3", "  RMC: 5"])
        #expect(lines.contains { $0.hasPrefix("seconds: ") })
        #expect(lines.contains { $0.hasPrefix("sentences/s: ") })
    }

    @Test func aMissingFileOrAnUnknownStageIsAnErrorSayingWhich() throws {
        let missing = try FieldFix.run(["bench", "/nonexistent/fieldfix.nmea"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("/nonexistent/fieldfix.nmea: No such file or directory"))
        let stage = try FieldFix.run(["bench", "--stage", "frame", "-"], input: Data())
        #expect(stage.status == 64)
        #expect(stage.stderr.contains("frame"))
        #expect(stage.stderr.contains("parse") && stage.stderr.contains("fix"))
        let sky = try FieldFix.run(["bench", "--stage", "parse", "--sky", "-"], input: Data())
        #expect(sky.status == 64)
        #expect(sky.stderr.contains("--sky goes with the fix stage"))
    }
}
