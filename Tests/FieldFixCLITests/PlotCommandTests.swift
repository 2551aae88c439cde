import Foundation
import TestSupport
import Testing

/// `--plot` on `replay`, `simulate` and `trees show`: the pictures are written, hold what the
/// data says, and unwritable paths fail before any work.
@Suite struct PlotCommandTests {
    /// A new temporary folder.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-plot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// How often `class="NAME"` occurs in a picture.
    private func count(_ name: String, in svg: String) -> Int {
        svg.components(separatedBy: "class=\"\(name)\"").count - 1
    }

    @Test func replayOfAStillReceiverDrawsTheTimelineAndTheScatter() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plot = dir.appendingPathComponent("open-sky.svg")
        let result = try FieldFix.run(["replay", "Recordings/sim-open-sky.nmea", "--plot", plot.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: plot, encoding: .utf8)
        #expect(count("band", in: svg) == 5)
        #expect(count("fix", in: svg) == result.lines.count)  // one point per fix printed
        #expect(count("ring", in: svg) == 2)
        #expect(svg.contains("the receiver stood still"))
    }

    @Test func replayOfAWalkDrawsNoScatter() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plot = dir.appendingPathComponent("walk.svg")
        let result = try FieldFix.run(["replay", "Recordings/sim-walk.nmea", "--plot", plot.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: plot, encoding: .utf8)
        #expect(count("accuracy", in: svg) == 1 && count("ring", in: svg) == 0)
    }

    @Test func anUnwritablePlotFailsBeforeTheReplay() throws {
        let result = try FieldFix.run(["replay", "Recordings/sim-open-sky.nmea", "--plot", "/nonexistent-folder/x.svg"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot write the plot /nonexistent-folder/x.svg: No such file or directory"))
    }

    @Test func simulateDrawsTheErrorsAroundTheTruthWithTheCoverage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plot = dir.appendingPathComponent("sim.svg")
        let result = try FieldFix.run([
            "simulate", "--scenario", "open-sky", "--duration", "60", "--output", dir.appendingPathComponent("sim.nmea").path,
            "--plot", plot.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Coverage: ") && result.stderr.contains("% of 60 fixes within their own 68% radius"))
        let svg = try String(contentsOf: plot, encoding: .utf8)
        #expect(count("fix", in: svg) == 60 && count("truth", in: svg) == 1 && count("ring", in: svg) == 2)
    }

    @Test func anAveragedTreeKeepsItsFixesForItsPicture() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = CaptureLog(epochs: [(0, 0), (120, -80), (-60, 150), (90, 40), (-150, -110), (30, 60)]
            .map { .init(north: $0.0, east: $0.1, sigma: 2) })
        let path = try log.write(in: dir, name: "static.nmea")
        let store = dir.appendingPathComponent("store").path
        let capture = try FieldFix.run([
            "capture", "tree", "--species", "Olea <europaea>", "--source", "file:\(path)", "--average", "5", "--json", "--store", store,
        ])
        #expect(capture.status == 0, "\(capture.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(capture.stdout.utf8)) as? [String: Any])
        let id = try #require(tree["id"] as? Int)
        let accuracy = try #require(tree["horizontalAccuracy"] as? Double)
        let plot = dir.appendingPathComponent("tree.svg")
        let show = try FieldFix.run(["trees", "show", String(id), "--plot", plot.path, "--store", store])
        #expect(show.status == 0, "\(show.stderr)")
        let svg = try String(contentsOf: plot, encoding: .utf8)
        #expect(count("fix", in: svg) == 5)
        let radius = svg.components(separatedBy: "data-confidence=\"68\" data-radius=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(abs((radius.flatMap { Double(String($0)) } ?? 0) - accuracy) < 0.01, "68% circle of the mean's accuracy")
        #expect(!svg.contains("<europaea>"))

        let single = try FieldFix.run([
            "capture", "tree", "--species", "Quercus", "--source", "file:\(path)", "--json", "--store", store,
        ])
        let other = try #require(try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? [String: Any])
        let refused = try FieldFix.run(["trees", "show", String(other["id"] as? Int ?? 0), "--plot", plot.path, "--store", store])
        #expect(refused.status != 0 && refused.stderr.contains("not averaged"))
    }
}
