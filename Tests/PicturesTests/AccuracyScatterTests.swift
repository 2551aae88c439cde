import Pictures
import Positioning
import Testing

@Suite struct AccuracyScatterTests {
    /// Four fixes 1 m from the truth and four 3 m from it.
    static let points = [(1.0, 0.0), (0, 1), (-1, 0), (0, -1), (3, 0), (0, 3), (-3, 0), (0, -3)]
        .map { ScatterPoint(east: $0.0 + 10, north: $0.1 - 4) }
    static let scatter = AccuracyScatter(
        points: points, centre: .truth(ScatterPoint(east: 10, north: -4)), accuracy: 2, confidence: .p68,
        accuracyLabel: "median reported accuracy", title: "test")

    @Test func sharesInsideTheCirclesAreCounted() {
        #expect(Self.scatter.radius(.p95) == 2 / Confidence.p68.rayleighQuantile * Confidence.p95.rayleighQuantile)
        #expect(Self.scatter.shareInside(.p68) == 0.5)
        #expect(Self.scatter.shareInside(.p95) == 1)
        let labels = SVGTree(Self.scatter.svg())!.elements(classed: "ring-label").map(\.text)
        #expect(labels == ["68%: 50% inside", "95%: 100% inside"])
    }

    @Test func everyFixIsDrawnAtItsOffset() throws {
        let tree = SVGTree(Self.scatter.svg())!
        let fixes = tree.elements(classed: "fix")
        #expect(fixes.count == Self.points.count)
        for (circle, point) in zip(fixes, Self.points) {
            let x = try #require(tree.position(of: point.east - 10, axis: "x"))
            let y = try #require(tree.position(of: point.north + 4, axis: "y"))
            #expect(abs((circle.number("cx") ?? 0) - x) < 0.02 && abs((circle.number("cy") ?? 0) - y) < 0.02)
        }
    }

    @Test func circleRadiiAreInPlotUnits() throws {
        let tree = SVGTree(Self.scatter.svg())!
        let unit = try #require(tree.position(of: 1, axis: "x")) - (try #require(tree.position(of: 0, axis: "x")))
        let rings = tree.elements(classed: "ring")
        #expect(rings.map { $0.attributes["data-confidence"] } == ["68", "95"])
        for (ring, level) in zip(rings, [Confidence.p68, .p95]) {
            #expect(abs((ring.number("r") ?? 0) - Self.scatter.radius(level) * unit) < 0.01)
            #expect(abs((ring.number("cx") ?? 0) - (try #require(tree.position(of: 0, axis: "x")))) < 0.02)
        }
        #expect(tree.elements(classed: "truth").count == 1)
        #expect(tree.elements(classed: "tick-x").map(\.text) == ["-4", "-2", "0", "2", "4"])
    }

    @Test func aboutTheMeanTheCrossIsAtTheCentre() throws {
        let scatter = AccuracyScatter(points: Self.points.map { ScatterPoint(east: $0.east + 1, north: $0.north) }, centre: .mean,
                                      accuracy: 5, confidence: .p95, accuracyLabel: "accuracy reported for the mean", title: "mean")
        #expect(scatter.radius(.p95) == 5)
        let tree = SVGTree(scatter.svg())!
        let cross = tree.elements(classed: "mean")
        let x = try #require(tree.position(of: 0, axis: "x"))
        #expect(cross.count == 2 && abs(((cross[0].number("x1") ?? 0) + (cross[0].number("x2") ?? 0)) / 2 - x) < 0.02)
        #expect(tree.elements(classed: "truth").isEmpty)
        #expect(tree.elements(classed: "axis-title").map(\.text).contains("east of the mean (m)"))
    }

    @Test func farFixesAreCountedBeyondTheSquare() {
        let scatter = AccuracyScatter(points: Self.points + [ScatterPoint(east: 500, north: 0)], centre: .truth(ScatterPoint(east: 10, north: -4)),
                                      accuracy: 2, confidence: .p68, accuracyLabel: "median", title: "far")
        let figures = SVGTree(scatter.svg())!.elements(classed: "figure").map(\.text).joined(separator: " ")
        #expect(figures.contains("1 fixes lie beyond the plotted square."))
    }

    @Test(.enabled(if: Rendering.available, "xmllint and rsvg-convert are missing: run scripts/install-deps"))
    func sheetIsWellFormedAndRenders() throws {
        let sheet = PictureSheet(timeline: AccuracyTimeline(samples: AccuracyTimelineTests.samples, title: "sheet"), scatter: Self.scatter).svg()
        let tree = try #require(SVGTree(sheet))
        #expect(tree.elements.filter { $0.name == "clipPath" }.count == 2)
        #expect(tree.elements(classed: "ring").count == 2 && tree.elements(classed: "accuracy").count == 3)
        let result = try Rendering.check(sheet)
        #expect(result.xmllint == 0 && result.rsvg == 0 && result.pngBytes > 1000)
    }
}
