import Foundation
import Testing
import TestSupport

/// `fieldfix bench FILE FILE...`: each file replayed as its own stream by `FleetReplay`,
/// one summary line per file in file order, then the totals.
@Suite struct BenchFleetTests {
    @Test(arguments: [1, 2])
    func oneLinePerFileInOrderThenTheTotals(workers: Int) throws {
        let five = try BenchCommandTests.write(BenchCommandTests.log)
        let three = try BenchCommandTests.write((0..<3).map { TestNMEA.epoch($0) }.joined())
        defer {
            try? FileManager.default.removeItem(at: five)
            try? FileManager.default.removeItem(at: three)
        }
        let result = try FieldFix.run(["bench", "--workers", "\(workers)", five.path, three.path, five.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.lines
        try #require(lines.count >= 6, "\(result.stdout)")
        #expect(lines[0].hasPrefix("\(five.path): 20 sentences, 0 UBX messages, 3 errors, 5 fixes"))
        #expect(lines[1].hasPrefix("\(three.path): 9 sentences, 0 UBX messages, 0 errors, 3 fixes"))
        #expect(lines[2] == lines[0])
        #expect(lines[3].hasPrefix("total: 49 sentences, 0 UBX messages, 6 errors, 13 fixes"))
        #expect(lines[4] == "workers: \(workers)")
    }

    @Test func aMissingFileFailsTheRunAfterTheOthers() throws {
        let five = try BenchCommandTests.write(BenchCommandTests.log)
        defer { try? FileManager.default.removeItem(at: five) }
        let result = try FieldFix.run(["bench", five.path, "/nonexistent/fleet.nmea", five.path])
        #expect(result.status == 1)
        #expect(result.lines.count >= 4)
        #expect(result.lines[1].hasPrefix("/nonexistent/fleet.nmea: 0 sentences"))
        #expect(result.lines[1].contains("failed: /nonexistent/fleet.nmea: open: No such file or directory"))
        #expect(result.lines[2].contains("5 fixes"))
    }

    @Test func severalFilesTakeTheFixStageOnlyAndNoStandardInput() throws {
        let parse = try FieldFix.run(["bench", "--stage", "parse", "a.nmea", "b.nmea"])
        #expect(parse.status == 64)
        let stdin = try FieldFix.run(["bench", "-", "b.nmea"], input: Data())
        #expect(stdin.status == 64)
        let json = try FieldFix.run(["bench", "--json", "a.nmea", "b.nmea"])
        #expect(json.status == 64)
        let workers = try FieldFix.run(["bench", "--workers", "0", "a.nmea", "b.nmea"])
        #expect(workers.status == 64)
    }
}
