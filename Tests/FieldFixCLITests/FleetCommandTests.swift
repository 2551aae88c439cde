import Foundation
import TestSupport
import Testing

/// `fieldfix replay LOG...` and `fieldfix decode LOG...`: several logs as independent
/// streams on --workers threads, output in file order with each line tagged with its file,
/// and a summary per file at the end.
@Suite struct FleetCommandTests {
    static let logs = ["no-gst.nmea", "garbage.nmea", "sim-ublox.ubx"].map {
        RecordedLogs.projectRoot.appendingPathComponent("Recordings").appendingPathComponent($0).path
    }

    /// `command` on each log alone: its standard output lines.
    static func alone(_ command: [String], _ log: String) throws -> [String] {
        let result = try FieldFix.run(command + [log])
        #expect(result.status == 0, "\(result.stderr)")
        return result.lines
    }

    /// Each tagged line of a fleet run, in order, is the line of its file alone.
    static func expectSameAsAlone(_ command: [String], json: Bool, workers: Int) throws -> ProgramResult {
        let result = try FieldFix.run(command + ["--workers", "\(workers)"] + logs)
        #expect(result.status == 0, "\(result.stderr)")
        var expected: [String] = []
        for log in logs {
            for line in try alone(command, log) {
                expected.append(json ? "{\"file\":\"\(log)\"," + line.dropFirst() : "\(log): \(line)")
            }
        }
        let lines = result.lines.filter { !$0.contains("\"class\":\"SUMMARY\"") }
        #expect(lines.count == expected.count)
        #expect(lines == expected)
        return result
    }

    @Test(arguments: [1, 2])
    func replayJSONIsEachFileAloneInFileOrderThenASummaryPerFile(workers: Int) throws {
        let result = try Self.expectSameAsAlone(["replay", "--json"], json: true, workers: workers)
        let summaries = result.lines.filter { $0.contains("\"class\":\"SUMMARY\"") }
        try #require(summaries.count == 3)
        for (summary, log) in zip(summaries, Self.logs) {
            #expect(summary.hasPrefix("{\"class\":\"SUMMARY\",\"file\":\"\(log)\","))
            let alone = try FieldFix.run(["replay", "--json", log])
            let fixes = alone.lines.filter { $0.hasPrefix("{\"class\":\"TPV\"") }.count
            let allowed = alone.lines.filter { $0.contains("\"captureAllowed\":true") }.count
            #expect(summary.contains("\"fixes\":\(fixes),\"allowed\":\(allowed),"), "\(summary)")
        }
        // The garbage log's errors are counted and refusals listed by reason.
        #expect(summaries[1].contains("\"errors\":") && !summaries[1].contains("\"errors\":0,"))
        #expect(summaries[0].contains("\"refused\":{"))
    }

    @Test(arguments: [1, 2])
    func replayTextIsEachFileAloneWithTheFilePrefix(workers: Int) throws {
        let result = try Self.expectSameAsAlone(["replay"], json: false, workers: workers)
        let summaries = result.stderr.split(separator: "\n").filter { $0.contains(" fixes (allowed ") }
        #expect(summaries.map { String($0.prefix(while: { $0 != ":" })) } == Self.logs)
        #expect(result.stderr.contains("fieldfix replay: \(Self.logs[1]): "), "errors name their file")
    }

    @Test func decodeIsEachFileAloneInFileOrder() throws {
        _ = try Self.expectSameAsAlone(["decode", "--json"], json: true, workers: 2)
        let text = try Self.expectSameAsAlone(["decode"], json: false, workers: 2)
        for log in Self.logs { #expect(text.stderr.contains("\n\(log): ") || text.stderr.hasPrefix("\(log): ")) }
    }

    @Test func aMissingFileIsNamedTheOthersGoOnAndTheStatusIsOne() throws {
        let missing = "/nonexistent/fleet.nmea"
        let result = try FieldFix.run(["replay", "--json", Self.logs[0], missing, Self.logs[0]])
        #expect(result.status == 1)
        #expect(result.stderr.contains("fieldfix replay: \(missing): open: No such file or directory"))
        let alone = try Self.alone(["replay", "--json"], Self.logs[0])
        #expect(result.lines.filter { $0.hasPrefix("{\"file\"") }.count == 2 * alone.count)
        let summaries = result.lines.filter { $0.contains("\"class\":\"SUMMARY\"") }
        #expect(summaries.count == 3)
        #expect(summaries[1].contains("\"file\":\"\(missing)\"") && summaries[1].contains("\"failure\":"))
    }

    @Test func oneFileOptionsAndStandardInputAreRefusedWithSeveral() throws {
        for arguments in [["replay", "--speed", "1"], ["replay", "--plot", "x.svg"], ["replay", "-"], ["decode", "-"],
                          ["replay", "--workers", "0"]] {
            let result = try FieldFix.run(arguments + [Self.logs[0], Self.logs[1]], input: Data())
            #expect(result.status == 64, "\(arguments)")
        }
    }
}
