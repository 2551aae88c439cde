import Foundation
@testable import FrontEnd
import Receivers
import Testing
@testable import Output

/// `FleetBench`: several logs replayed as independent streams, measured, reported in file order.
@Suite struct FleetBenchTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Recordings")

    static func recording(_ name: String) -> String { recordings.appendingPathComponent(name).path }

    @Test(arguments: [1, 2])
    func eachFileIsSummarizedInOrderAndTheReportEndsInTheTotals(workers: Int) throws {
        let (walk, rtk) = (Self.recording("sim-walk.nmea"), Self.recording("sim-rtk.nmea"))
        let result = try FleetBench(paths: [walk, rtk, walk], workers: workers).run()
        #expect(result.summaries.map(\.path) == [walk, rtk, walk])
        #expect(result.summaries.allSatisfy { $0.fixes > 0 && $0.failure == nil })
        #expect(result.summaries[0].fixes == result.summaries[2].fixes)
        #expect(result.workers == workers && result.outputBytes == nil && !result.failed)
        let lines = result.report.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[0].hasPrefix(walk + ": ") && lines[1].hasPrefix(rtk + ": "))
        #expect(lines[3].hasPrefix("total: ") && lines[3].contains(" \(result.summaries.map(\.fixes).reduce(0, +)) fixes"))
        #expect(lines[4] == "workers: \(workers)" && lines[5] == "seconds: \(result.seconds)")
    }

    @Test func tpvCountsTheBytesReplayWritesForTheFixes() throws {
        let result = try FleetBench(paths: [Self.recording("sim-open-sky.nmea")], tpv: true).run()
        // The expected replay output (`replay --json --auto-capture 10`) without its CAPTURE line.
        let expected = try String(contentsOfFile: Self.recording("sim-open-sky.expected.ndjson"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.contains("\"class\":\"CAPTURE\"") }
        #expect(result.outputBytes == expected.reduce(0) { $0 + $1.utf8.count + 1 })
        #expect(result.report.contains("\noutput bytes: \(result.outputBytes ?? -1)\n"))
    }

    @Test func aMissingFileFailsTheRunAfterTheOthersAreRead() throws {
        let walk = Self.recording("sim-walk.nmea")
        let result = try FleetBench(paths: [walk, "/nonexistent/fleet.nmea", walk]).run()
        #expect(result.failed)
        #expect(result.summaries[1].failure != nil && result.summaries[1].fixes == 0)
        #expect(result.summaries[0].fixes > 0 && result.summaries[2].fixes > 0)
    }
}
