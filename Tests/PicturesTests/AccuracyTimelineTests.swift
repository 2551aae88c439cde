import Pictures
import Positioning
import Testing

@Suite struct AccuracyTimelineTests {
    /// 40 epochs at 1 Hz: no fix for 5 s, a fix converging from 30 m to 2 m, a missing epoch
    /// (t = 20), a steady 4 m, three 2D epochs without an estimate, then a steady 6 m.
    static let samples: [TimelineSample] = (0..<40).compactMap { t in
        let seconds = Double(t) + 1000
        switch t {
        case 0..<5: return TimelineSample(seconds: seconds, accuracy: nil, mode: .noFix, satellitesUsed: 0)
        case 5..<20: return TimelineSample(seconds: seconds, accuracy: 30 - Double(t - 5) * 2, mode: .threeD, satellitesUsed: 8)
        case 20: return nil
        case 21..<30: return TimelineSample(seconds: seconds, accuracy: 4, mode: .threeD, satellitesUsed: 9)
        case 30..<33: return TimelineSample(seconds: seconds, accuracy: nil, mode: .twoD, satellitesUsed: 4)
        default: return TimelineSample(seconds: seconds, accuracy: 6, mode: .threeD, satellitesUsed: 9)
        }
    }

    static let tree = SVGTree(AccuracyTimeline(samples: samples, captures: [1025], title: "test").svg())!

    @Test func everyFixIsAVertexAtItsAccuracy() throws {
        let tree = Self.tree
        let lines = tree.elements(classed: "accuracy")
        #expect(lines.count == 3)
        let vertices = lines.flatMap { ($0.attributes["points"] ?? "").split(separator: " ") }
        #expect(vertices.count == Self.samples.filter { $0.accuracy != nil }.count)
        let fixes = Self.samples.filter { $0.accuracy != nil }
        for (vertex, sample) in zip(vertices, fixes) {
            let xy = vertex.split(separator: ",").compactMap { Double($0) }
            let x = try #require(tree.position(of: sample.seconds - 1000, axis: "x"))
            let y = try #require(tree.position(of: sample.accuracy!, axis: "y"))
            #expect(abs(xy[0] - x) < 0.02 && abs(xy[1] - y) < 0.02)
        }
    }

    @Test func bandsSitAtTheClassBoundaries() throws {
        let tree = Self.tree
        let bands = tree.elements(classed: "band")
        #expect(bands.map { $0.attributes["data-class"] } == ["excellent", "good", "acceptable", "marginal", "poor"])
        let bounds: [(Double, Double)] = [(0, 5), (5, 10), (10, 15), (15, 20), (20, 30)]
        for (band, (from, to)) in zip(bands, bounds) {
            let top = try #require(tree.position(of: to, axis: "y")), bottom = try #require(tree.position(of: from, axis: "y"))
            let y = try #require(band.number("y")), height = try #require(band.number("height"))
            #expect(abs(y - top) < 0.02 && abs(y + height - bottom) < 0.02)
        }
        let gate = try #require(tree.elements(classed: "gate").first)
        #expect(abs(try #require(gate.number("y1")) - (try #require(tree.position(of: 20, axis: "y")))) < 0.02)
    }

    @Test func ticksAreNiceNumbersWithUnits() {
        let tree = Self.tree
        #expect(tree.elements(classed: "tick-y").map(\.text) == ["0", "10", "20", "30"])
        #expect(tree.elements(classed: "tick-satellites").map(\.text) == ["0", "5", "10"])
        #expect(tree.elements(classed: "tick-x").map(\.text) == ["0", "10", "20", "30", "40"])
        let titles = tree.elements(classed: "axis-title").map(\.text)
        #expect(titles.contains("accuracy (m, 68%)") && titles.contains("time since the first epoch (s)"))
    }

    @Test func spansWithoutAFixAreGaps() {
        let gaps = Self.tree.elements(classed: "gap").map { [$0.number("data-start"), $0.number("data-end")] }
        #expect(gaps == [[0, 5], [19, 21], [29, 33]])
    }

    @Test func secondTrackShowsModesSatellitesAndCaptures() throws {
        let tree = Self.tree
        #expect(tree.elements(classed: "mode").map { $0.attributes["data-mode"] } == ["no fix", "3D", "3D", "2D", "3D"])
        let satellites = tree.elements(classed: "satellites").map { ($0.attributes["points"] ?? "").split(separator: " ").count }
        #expect(satellites == [20, 19])
        let captures = tree.elements(classed: "capture")
        #expect(captures.count == 2)  // in both panels
        let x = try #require(tree.position(of: 25, axis: "x"))
        #expect(captures.allSatisfy { abs(($0.number("x1") ?? 0) - x) < 0.02 })
    }

    @Test func accuraciesAboveTheScaleAreClippedAndCounted() {
        let samples = (0..<10).map { TimelineSample(seconds: Double($0), accuracy: $0 < 3 ? 500 : 3, mode: .threeD, satellitesUsed: 5) }
        let tree = SVGTree(AccuracyTimeline(samples: samples, title: "cold").svg())!
        #expect(tree.elements(classed: "tick-y").last?.text == "100")
        #expect(tree.elements(classed: "clipped").first?.text == "▲ 3 fixes above 100 m, drawn at the top")
    }

    @Test func aSummaryTooWideForThePictureGoesOnTwoLinesAboveThePlot() throws {
        let wide = SVGTree(AccuracyTimeline(samples: Self.samples, title: "wide").svg(width: 1200, height: 500))!
        #expect(wide.elements(classed: "subtitle").count == 1)
        let narrow = SVGTree(AccuracyTimeline(samples: Self.samples, title: "narrow").svg(width: 480, height: 440))!
        let lines = narrow.elements(classed: "subtitle")
        #expect(lines.count == 2)
        #expect(lines.map { $0.text }.joined(separator: " ") == wide.elements(classed: "subtitle").first?.text)
        #expect(lines.allSatisfy { Double($0.text.count) * 6.8 <= 480 - 32 }, "\(lines.map(\.text))")
        let baselines = try lines.map { try #require(Double($0.attributes["y"] ?? "")) }
        #expect(baselines.allSatisfy { $0 < 56 }, "the plot starts at 56")
    }

    @Test func textIsEscapedAndEmptyInputStillDraws() {
        let hostile = "<script>alert('x')</script> & \u{1}"
        let svg = AccuracyTimeline(samples: [], title: hostile).svg()
        #expect(!svg.contains("<script>"))
        let tree = SVGTree(svg)
        #expect(tree?.elements(classed: "title").first?.text == "<script>alert('x')</script> & ")
    }

    @Test(.enabled(if: Rendering.available, "xmllint and rsvg-convert are missing: run scripts/install-deps"))
    func wellFormedAndRenders() throws {
        let result = try Rendering.check(AccuracyTimeline(samples: Self.samples, captures: [1025], title: "Ünïcode & <tags>").svg())
        #expect(result.xmllint == 0 && result.rsvg == 0 && result.pngBytes > 1000)
    }
}
