import Foundation
import Positioning
import TestSupport
import Testing

/// Hostile NMEA (the small version of `scripts/hostile-nmea`): sentences with valid
/// checksums and absurd values, and random bytes, go through the whole NMEA path without
/// one invalid fix.
@Suite(.attacks("absurd-fixes"))
struct HostileNMEATests {
    /// About 3 MB of absurd sentences through `GNSSPipeline` in-process: every update is a
    /// valid fix (the values themselves, before any JSON encoding hides a NaN).
    @Test(arguments: [1, 2, 3])
    func absurdSentencesNeverMakeAnInvalidFix(seed: UInt64) {
        var generator = HostileNMEA(seed: seed)
        var pipeline = GNSSPipeline()
        var problems: [String] = []
        var fixes = 0, allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            fixes += 1
            if update.verdict.isAllowed { allowed += 1 }
            if problems.count < 10 { problems += HostileNMEA.problems(update).map { "\($0) in \(update)" } }
        }
        for _ in 0..<1_000 {
            pipeline.feed(generator.chunk(bytes: 1_000))
            pipeline.drain(onUpdate: onUpdate, onError: { _ in })
        }
        pipeline.finish(onUpdate: onUpdate, onError: { _ in })
        #expect(problems.isEmpty, "\(problems)")
        // The stream must exercise the gate, not just be rejected sentence by sentence.
        #expect(fixes > 1_000)
        #expect(allowed > 10)
        AttackClass.count(fixes)
    }

    /// Random bytes with sentence punctuation sprinkled in: no crash, no invalid fix.
    @Test func randomBytesNeverMakeAnInvalidFix() {
        var generator = HostileNMEA(seed: 7)
        var pipeline = GNSSPipeline()
        var problems: [String] = []
        let onUpdate = { (update: LocationUpdate) in problems += HostileNMEA.problems(update) }
        for _ in 0..<200 {
            pipeline.feed(generator.noise(bytes: 10_000))
            pipeline.drain(onUpdate: onUpdate, onError: { _ in })
        }
        pipeline.finish(onUpdate: onUpdate, onError: { _ in })
        #expect(problems.isEmpty, "\(problems)")
        #expect(pipeline.errorCount > 0)
        AttackClass.count(200)
    }

    /// Half a megabyte of absurd sentences through `fieldfix replay --json`: exit 0, every
    /// line valid JSON and a valid fix.
    @Test func replayPrintsOnlyValidFixes() throws {
        var generator = HostileNMEA(seed: 11)
        var input = Data()
        for _ in 0..<500 { input.append(contentsOf: generator.chunk(bytes: 1_000)) }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).nmea")
        try input.write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try FieldFix.run(["replay", "--json", log.path])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        var problems: [String] = []
        for line in result.lines {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                problems.append("not a JSON object: \(line)")
                continue
            }
            problems += HostileNMEA.problems(object).map { "\($0) in \(line)" }
        }
        #expect(result.lines.count > 500)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        AttackClass.count(result.lines.count)
    }
}
