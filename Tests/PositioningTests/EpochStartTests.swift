import Foundation
import Simulator
import Testing
import TestSupport
@testable import Positioning

/// One fix per receiver epoch, wherever the stream is joined: every recording, fed from
/// each of its first lines and from seeded byte offsets, gives no epoch twice and, once a
/// few epochs have passed, the whole log's fix of each epoch. One log at a time: each is a
/// second or more of work on one of the few threads every test's tasks share.
@Suite(.serialized) struct EpochStartTests {
    /// Fixes of a run that may differ from the whole log's: the partial epoch where the
    /// stream was joined, and those whose motion (climb, derived speed) or date needs an
    /// epoch before them.
    static let settling = 3

    /// The fixes of `bytes` through a pipeline, as `replay` reads a log.
    static func fixes(_ bytes: ArraySlice<UInt8>) -> [Fix] {
        var pipeline = GNSSPipeline()
        var fixes: [Fix] = []
        pipeline.feed(Array(bytes))
        pipeline.drain(onFix: { fixes.append($0) }, onError: { _ in })
        pipeline.finish(onFix: { fixes.append($0) }, onError: { _ in })
        return fixes
    }

    /// Where a run may start: after each of the first 12 lines that are not comments, and at
    /// 4 seeded byte offsets in the log's first 8 KiB (cut inside a sentence or a frame).
    static func starts(of bytes: [UInt8], seed: UInt64) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while starts.count < 12, index < bytes.count {
            if bytes[index] != UInt8(ascii: "#") { starts.append(index) }
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            index = newline + 1
        }
        var random = SeededRandom(seed: seed)
        for _ in 0..<4 { starts.append(random.below(min(bytes.count, 8192))) }
        return starts
    }

    /// The fields a fix may take from what lasts across epochs, the last GSV and GSA bursts,
    /// which receivers may send less often than their positions: a run knows them only once
    /// it has seen such a burst itself, which the change of the burst's own fields tells. A
    /// satellite's used flag needs both bursts.
    static let inViewFields: Set<String> = ["satellitesInView", "inViewByConstellation"]
    static let usedFields: Set<String> = ["usedByConstellation", "vdop", "pdop", "hdop", "satellitesUsed"]
    static let usedBurstFields: Set<String> = ["usedByConstellation", "vdop", "pdop"]

    /// The names of the fields in which two fixes differ, less those in `unknown`.
    static func differences(_ a: Fix, _ b: Fix, unknown: Set<String>) -> [String] {
        zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children).compactMap { left, right in
            let label = left.label ?? "?"
            guard !unknown.contains(label) else { return nil }
            return String(describing: left.value) == String(describing: right.value) ? nil : label
        }
    }

    /// The values of `fields` in a fix, to tell when a run has seen a new burst.
    static func values(of fix: Fix, _ fields: Set<String>) -> String {
        Mirror(reflecting: fix).children.filter { fields.contains($0.label ?? "") }
            .map { String(describing: $0.value) }.joined(separator: ";")
    }

    @Test(arguments: RecordedLogs.all)
    func everyStartGivesEachEpochOnceAndAsTheWholeLogDoes(log: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: log))
        let whole = Self.fixes(bytes[...])
        // A time the receiver itself sent for two epochs is allowed as often as it sent it.
        var wholeCount: [Int: Int] = [:]
        var wholeFix: [Int: Fix] = [:]
        for fix in whole {
            guard let time = fix.time?.millisecondOfDay else { continue }
            wholeCount[time, default: 0] += 1
            wholeFix[time] = fix
        }
        let name = log.lastPathComponent
        var compared = 0
        for start in Self.starts(of: bytes, seed: UInt64(bytes.count)) {
            let run = Self.fixes(bytes[start...])
            var count: [Int: Int] = [:]
            let firstInView = run.first.map { Self.values(of: $0, Self.inViewFields) }
            let firstUsed = run.first.map { Self.values(of: $0, Self.usedBurstFields) }
            var unknown = Self.inViewFields.union(Self.usedFields).union(["satellites"])
            for (index, fix) in run.enumerated() {
                if Self.values(of: fix, Self.inViewFields) != firstInView { unknown.subtract(Self.inViewFields) }
                if Self.values(of: fix, Self.usedBurstFields) != firstUsed { unknown.subtract(Self.usedFields) }
                // A satellite's used flag is known once both bursts are.
                if unknown == ["satellites"] { unknown = [] }
                guard let time = fix.time?.millisecondOfDay else { continue }
                count[time, default: 0] += 1
                #expect(count[time]! <= wholeCount[time, default: 0], "\(name) from byte \(start): \(time) ms emitted twice")
                guard index >= Self.settling, wholeCount[time] == 1, let reference = wholeFix[time] else { continue }
                compared += 1
                let differences = Self.differences(fix, reference, unknown: unknown)
                #expect(differences.isEmpty, "\(name) from byte \(start), fix \(index) at \(time) ms differs in \(differences)")
            }
        }
        #expect(compared > 0 || whole.count <= Self.settling, "\(name): no epoch compared")
    }

    @Test(.enabled(if: RecordedLogs.sharedRecordings != nil, "needs ../shared/recordings beside the project"))
    func theSharedLogsAreAllThere() {
        // The check above runs on each of them: make sure they were found.
        #expect(RecordedLogs.shared.count >= 60)
    }
}
