import Positioning

/// Where and how an ``AccuracyScatter`` is drawn: one square plot with equal scales east and
/// north, and a column of legend and figures beside it.
struct ScatterLayout {
    let scatter: AccuracyScatter
    let area: PlotArea
    /// Offsets of the fixes from the centre, metres.
    let offsets: [ScatterPoint]
    /// Fixes outside the plotted square (the square reaches at most three 95% radii).
    let clipped: Int
    let width: Double
    let height: Double

    init(_ scatter: AccuracyScatter, width: Double, height: Double) {
        self.scatter = scatter
        self.width = width
        self.height = height
        let centre = scatter.centrePoint
        offsets = scatter.points.map { ScatterPoint(east: $0.east - centre.east, north: $0.north - centre.north) }
        let farthest = offsets.map { max(abs($0.east), abs($0.north)) }.max() ?? 0
        let outer = scatter.radius(.p95)
        let extent = outer > 0 ? max(outer * 1.1, min(farthest * 1.05, outer * 3)) : max(farthest * 1.05, 1)
        let scale = NiceScale(minimum: -extent, maximum: extent, tickCount: 7)
        let side = min(height - 120, width * 0.55)
        area = PlotArea(left: 76, top: 60, width: side, height: side, x: scale, y: scale)
        clipped = offsets.filter { max(abs($0.east), abs($0.north)) > scale.upper }.count
    }

    /// The figures written beside the plot.
    var lines: [String] {
        let reference: String
        switch scatter.centre {
        case .mean: reference = "their mean"
        case .truth: reference = "the true position"
        }
        var lines = ["\(scatter.points.count) fixes, offsets from \(reference)."]
        if case .truth = scatter.centre, let mean = scatter.mean {
            let centre = scatter.centrePoint
            lines.append("Mean: \(SVGText.number(mean.east - centre.east, decimals: 2)) m east, "
                + "\(SVGText.number(mean.north - centre.north, decimals: 2)) m north of the truth.")
        }
        lines.append("Circles: \(scatter.accuracyLabel), \(SVGText.number(scatter.accuracy, decimals: 2)) m at \(scatter.confidence.rawValue)%.")
        for level in Confidence.allCases {
            lines.append("\(level.rawValue)% circle: r = \(SVGText.number(scatter.radius(level), decimals: 2)) m, "
                + "\(SVGText.number(scatter.shareInside(level) * 100, decimals: 0))% of fixes inside.")
        }
        if clipped > 0 { lines.append("\(clipped) fixes lie beyond the plotted square.") }
        return lines + scatter.notes
    }

    func draw(into svg: inout SVGDocument) {
        svg.text(scatter.title, x: 16, y: 26, size: 17, weight: "bold", extra: [("class", "title")])
        let reference: String
        switch scatter.centre {
        case .mean: reference = "of the mean"
        case .truth: reference = "of the truth"
        }
        area.drawYAxis(title: "north \(reference) (m)", into: &svg)
        area.drawXAxis(title: "east \(reference) (m)", into: &svg)
        area.clip("scatter-clip", into: &svg)
        svg.open("g", [("clip-path", "url(#scatter-clip)")])
        for offset in offsets {
            svg.element("circle", [("class", "fix"), ("cx", SVGText.coordinate(area.px(offset.east))),
                                   ("cy", SVGText.coordinate(area.py(offset.north))), ("r", "3"),
                                   ("fill", Palette.point), ("fill-opacity", "0.45")])
        }
        let cx = area.px(0), cy = area.py(0)
        for level in Confidence.allCases {
            let radius = scatter.radius(level)
            svg.element("circle", [("class", "ring"), ("data-confidence", String(level.rawValue)),
                                   ("data-radius", SVGText.number(radius, decimals: 3)),
                                   ("cx", SVGText.coordinate(cx)), ("cy", SVGText.coordinate(cy)),
                                   ("r", SVGText.number(radius * area.xUnit, decimals: 3)), ("fill", "none"),
                                   ("stroke", level == .p68 ? Palette.inner : Palette.outer), ("stroke-width", "2.5")]
                        + (level == .p95 ? [("stroke-dasharray", "9 5")] : []))
        }
        if let mean = scatter.mean {
            let centre = scatter.centrePoint
            drawCross(at: area.px(mean.east - centre.east), area.py(mean.north - centre.north), label: "mean", into: &svg)
        }
        if case .truth = scatter.centre {
            svg.element("rect", [("class", "truth"), ("x", SVGText.coordinate(cx - 5)), ("y", SVGText.coordinate(cy - 5)),
                                 ("width", "10"), ("height", "10"), ("fill", "#ffffff"), ("stroke", Palette.ink), ("stroke-width", "2"),
                                 ("transform", "rotate(45 \(SVGText.coordinate(cx)) \(SVGText.coordinate(cy)))")])
        }
        svg.close("g")
        drawRingLabels(into: &svg)

        var legend = Legend(left: area.right + 34, top: area.top + 6)
        legend.add("fix", .dot(fill: Palette.point), into: &svg)
        legend.add("mean (cross)", .line(stroke: Palette.ink, width: 2.5, dash: nil), into: &svg)
        if case .truth = scatter.centre { legend.add("truth (diamond)", .box(fill: "#ffffff"), into: &svg) }
        legend.add("68% circle (solid)", .line(stroke: Palette.inner, width: 2.5, dash: nil), into: &svg)
        legend.add("95% circle (dashed)", .line(stroke: Palette.outer, width: 2.5, dash: "6 3"), into: &svg)
        var y = legend.top + 12
        for line in lines {
            for piece in Self.wrap(line, width: max(20, Int((width - legend.left - 8) / 7.2))) {
                svg.text(piece, x: legend.left, y: y, size: 13, extra: [("class", "figure")])
                y += 18
            }
            y += 4
        }
    }

    /// The share inside each circle, written beside the circle at its upper right.
    private func drawRingLabels(into svg: inout SVGDocument) {
        for level in Confidence.allCases {
            let radius = scatter.radius(level) * area.xUnit
            let diagonal = radius * 0.7071
            let x = min(area.px(0) + diagonal + 4, area.right - 4)
            let y = max(area.py(0) - diagonal - 4, area.top + 16 + (level == .p95 ? 0 : 18))
            let text = "\(level.rawValue)%: \(SVGText.number(scatter.shareInside(level) * 100, decimals: 0))% inside"
            svg.element("text", [("class", "ring-label"), ("data-confidence", String(level.rawValue)),
                                 ("x", SVGText.coordinate(x)), ("y", SVGText.coordinate(y)), ("font-size", "13"),
                                 ("text-anchor", x > area.right - 135 ? "end" : "start"), ("font-weight", "bold"),
                                 ("fill", Palette.ink), ("stroke", "#ffffff"), ("stroke-width", "3"),
                                 ("paint-order", "stroke")], text: text)
        }
    }

    private func drawCross(at x: Double, _ y: Double, label: String, into svg: inout SVGDocument) {
        for (dx, dy) in [(8.0, 0.0), (0.0, 8.0)] {
            svg.element("line", [("class", "mean"), ("x1", SVGText.coordinate(x - dx)), ("y1", SVGText.coordinate(y - dy)),
                                 ("x2", SVGText.coordinate(x + dx)), ("y2", SVGText.coordinate(y + dy)),
                                 ("stroke", Palette.ink), ("stroke-width", "2.5")])
        }
        svg.text(label, x: x + 8, y: y - 8, size: 12, extra: [("class", "mean-label")])
    }

    /// `text` cut at spaces into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
