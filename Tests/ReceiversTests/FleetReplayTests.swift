import Foundation
import NMEA
import Positioning
import Receivers
import Testing

/// Writes one line per fix (its time and position) and one per error, as replay would,
/// prefixed with the file's index so that a mix-up between files shows.
private struct LineWriter: FleetFileWriter {
    let file: Int
    mutating func write(_ update: LocationUpdate, to output: inout FleetOutput) {
        let fix = update.fix
        output.lines += Array("\(file) \(fix.time?.millisecondOfDay ?? -1) \(fix.latitude ?? 0) \(fix.longitude ?? 0) \(update.verdict.isAllowed)\n".utf8)
    }
    mutating func write(_ error: GNSSError, to output: inout FleetOutput) {
        output.lines += Array("\(file) error\n".utf8)
    }
}

/// The logs of `Recordings/` (in this package), replayed each by its own pipeline.
@Suite struct FleetReplayTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")

    static var logs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
        return names.filter { $0.hasSuffix(".nmea") || $0.hasSuffix(".ubx") }.sorted().map { recordings.appendingPathComponent($0).path }
    }

    /// One file alone through a plain `GNSSPipeline`: the reference output and counts.
    static func alone(_ path: String, index: Int) throws -> (output: [UInt8], fixes: Int, errors: Int, allowed: Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var pipeline = GNSSPipeline()
        var writer = LineWriter(file: index)
        var output = FleetOutput()
        var allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            if update.verdict.isAllowed { allowed += 1 }
            writer.write(update, to: &output)
        }
        let onError = { (error: GNSSError) in writer.write(error, to: &output) }
        pipeline.feed(bytes)
        pipeline.drain(onUpdate: onUpdate, onError: onError)
        pipeline.finish(onUpdate: onUpdate, onError: onError)
        return (output.lines, pipeline.fixCount, pipeline.errorCount, allowed)
    }

    @Test(arguments: [0, 1, 2, 3])
    func outputIsEachFileAloneInFileOrder(workers: Int) throws {
        // Each log twice, so that the same content in two streams must give the same output.
        let paths = Self.logs + Self.logs
        try #require(paths.count >= 20, "Recordings/ should hold the project's logs")
        var replay = FleetReplay(paths: paths)
        replay.workers = workers  // 0 counts as 1
        replay.chunkSize = 4096  // many pieces per file
        var outputs = Array(repeating: [UInt8](), count: paths.count)
        var order: [Int] = []
        var summaries: [FleetFileSummary] = []
        try replay.run(writer: { index, _ in LineWriter(file: index) },
                       deliver: { index, bytes in
                           #expect(!bytes.isEmpty)
                           if order.last != index { order.append(index) }
                           outputs[index] += bytes
                       },
                       finished: { summaries.append($0) })
        #expect(order == Array(paths.indices).filter { !outputs[$0].isEmpty })
        #expect(summaries.map(\.index) == Array(paths.indices))
        for (index, path) in paths.enumerated() {
            let expected = try Self.alone(path, index: index)
            #expect(outputs[index] == expected.output, "\(path)")
            let summary = summaries[index]
            #expect(summary.path == path)
            #expect(summary.failure == nil)
            #expect(summary.fixes == expected.fixes)
            #expect(summary.errors == expected.errors)
            #expect(summary.allowed == expected.allowed)
            #expect(summary.allowed + summary.refused == summary.fixes)
        }
        #expect(summaries.contains { $0.fixes > 0 && $0.refused > 0 })
    }

    @Test func aMissingFileIsReportedAndTheOthersGoOn() throws {
        let log = try #require(Self.logs.first)
        let paths = [log, "/nonexistent/fleet.nmea", log]
        var summaries: [FleetFileSummary] = []
        try FleetReplay(paths: paths, workers: 2).run(
            writer: { index, _ in LineWriter(file: index) }, deliver: { _, _ in }, finished: { summaries.append($0) })
        #expect(summaries.count == 3)
        #expect(summaries[1].failure?.code == .notFound)
        #expect(summaries[1].fixes == 0)
        #expect(summaries[0].fixes > 0 && summaries[2].fixes == summaries[0].fixes)
    }

    @Test func aFileThatOpensButCannotBeReadIsAReadFailure() throws {
        let log = try #require(Self.logs.first)
        var summaries: [FleetFileSummary] = []
        // A folder opens for reading; reading it fails (EISDIR).
        try FleetReplay(paths: [NSTemporaryDirectory(), log], workers: 1).run(
            writer: { index, _ in LineWriter(file: index) }, deliver: { _, _ in }, finished: { summaries.append($0) })
        #expect(summaries.map(\.failure?.code) == [.readFailed, nil])
        #expect(summaries[1].fixes > 0)
    }

    @Test func aThrowingHandlerStopsTheRun() {
        struct Enough: Error {}
        let paths = Array(repeating: Self.logs.first ?? "/nonexistent", count: 12)
        var delivered = 0
        #expect(throws: Enough.self) {
            try FleetReplay(paths: paths, workers: 2).run(
                writer: { index, _ in LineWriter(file: index) },
                deliver: { _, _ in
                    delivered += 1
                    throw Enough()
                },
                finished: { _ in })
        }
        #expect(delivered == 1)
    }
}
