import Foundation
import TestSupport
import Testing

/// Every `Recordings/*.nmea` and `*.ubx` through the whole pipeline (`fieldfix replay --json
/// --auto-capture 10`: framer, parser, epoch assembler, accuracy engine, capture gate, and a
/// capture session with auto-capture under 10 m, whose frozen location is the `CAPTURE`
/// line), compared with its `.expected.ndjson`. `scripts/regenerate-expected` rewrites the expected files on
/// purpose (`FIELDFIX_REGENERATE_EXPECTED=1`); a normal run never writes them.
@Suite struct RecordingsReplayTests {
    static let folder = RecordedLogs.projectRoot.appendingPathComponent("Recordings")

    /// The recordings' file names (NMEA logs and UBX or mixed ones), sorted.
    static let recordings: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".nmea") || $0.hasSuffix(".ubx") }.sorted()
    }()

    static var regenerating: Bool { ProcessInfo.processInfo.environment["FIELDFIX_REGENERATE_EXPECTED"] == "1" }

    @Test func thereAreRecordings() {
        #expect(!Self.recordings.isEmpty)
    }

    @Test(arguments: recordings)
    func replayMatchesExpected(file: String) throws {
        let name = String(file.prefix { $0 != "." })
        let log = Self.folder.appendingPathComponent(file)
        let expectedURL = Self.folder.appendingPathComponent(name + ".expected.ndjson")
        let result = try FieldFix.run(["replay", "--json", "--auto-capture", "10", log.path])
        #expect(result.status == 0, "replay exited with \(result.status): \(result.stderr)")
        if Self.regenerating {
            try Data(result.stdout.utf8).write(to: expectedURL)
            return
        }
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            Issue.record("\(name).expected.ndjson is missing: run scripts/regenerate-expected and review it")
            return
        }
        if expected != result.stdout {
            Issue.record(Comment(rawValue: Self.diff(expected: expected, actual: result.stdout, name: name)))
        }
    }

    /// The differing lines, numbered, at most ten of them.
    static func diff(expected: String, actual: String, name: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "\(name): replay differs from \(name).expected.ndjson (\(old.count - 1) lines expected, \(new.count - 1) printed)\n"
        var shown = 0
        for i in 0..<max(old.count, new.count) where shown < 10 {
            let a = i < old.count ? String(old[i]) : "(none)"
            let b = i < new.count ? String(new[i]) : "(none)"
            guard a != b else { continue }
            text += "line \(i + 1):\n- \(a)\n+ \(b)\n"
            shown += 1
        }
        return text
    }
}
