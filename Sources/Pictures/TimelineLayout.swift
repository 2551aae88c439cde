import Positioning

/// Where and how an ``AccuracyTimeline`` is drawn: its scales, runs of connected fixes and
/// spans without a fix, computed once from the samples.
struct TimelineLayout {
    /// A stretch of time, in the samples' seconds.
    struct Span: Equatable {
        var start: Double
        var end: Double
    }

    let timeline: AccuracyTimeline
    /// The samples in time order (non-finite times left out).
    let samples: [TimelineSample]
    /// The first sample's time: the origin of the time axis.
    let origin: Double
    /// Seconds per unit of the time axis (1, 60 or 3600) and the unit's symbol.
    let unit: (seconds: Double, symbol: String)
    /// The time between two epochs beyond which at least one epoch is missing.
    let gapThreshold: Double
    /// Runs of epochs with a fix whose line is drawn unbroken.
    let runs: [[TimelineSample]]
    /// Spans without a fix.
    let gaps: [Span]
    let accuracyArea: PlotArea
    let modeArea: PlotArea
    let satelliteArea: PlotArea
    /// Fixes whose accuracy lies above the scale.
    let clipped: Int

    init(_ timeline: AccuracyTimeline, width: Double, height: Double) {
        self.timeline = timeline
        samples = timeline.samples.filter { $0.seconds.isFinite }.sorted { $0.seconds < $1.seconds }
        origin = samples.first?.seconds ?? 0
        let span = (samples.last?.seconds ?? 0) - origin
        unit = span > 3 * 3600 ? (3600, "h") : span > 600 ? (60, "min") : (1, "s")

        let intervals = zip(samples.dropFirst(), samples).map { $0.seconds - $1.seconds }.filter { $0 > 0 }.sorted()
        let typical = intervals.isEmpty ? 1 : intervals[intervals.count / 2]
        gapThreshold = 1.5 * typical
        (runs, gaps) = Self.runs(samples, threshold: gapThreshold)

        let fixes = samples.filter(\.hasFix).compactMap(\.accuracy)
        let gate = timeline.gate.isFinite && timeline.gate > 0 ? timeline.gate : 20
        let top = max(gate * 1.25, min(fixes.max() ?? 0, gate * 5))
        let yScale = NiceScale(minimum: 0, maximum: top, tickCount: 6)
        clipped = fixes.filter { $0 > yScale.upper }.count
        let xScale = NiceScale(minimum: 0, maximum: max(span, typical) / unit.seconds, tickCount: 8)

        let left = 64.0, plotWidth = width - 64 - 150
        accuracyArea = PlotArea(left: left, top: 56, width: plotWidth, height: height * 0.52, x: xScale, y: yScale)
        modeArea = PlotArea(left: left, top: accuracyArea.bottom + 24, width: plotWidth, height: 18, x: xScale,
                            y: NiceScale(minimum: 0, maximum: 1))
        let satellites = Double(samples.compactMap(\.satellitesUsed).max() ?? 0)
        satelliteArea = PlotArea(left: left, top: modeArea.bottom + 6, width: plotWidth,
                                 height: max(30, height - 70 - (modeArea.bottom + 6)), x: xScale,
                                 y: NiceScale(minimum: 0, maximum: max(satellites, 4), tickCount: 3))
    }

    /// The runs of connected fixes and the spans between them: a run ends at an epoch without
    /// a fix or before a time step over `threshold`.
    static func runs(_ samples: [TimelineSample], threshold: Double) -> ([[TimelineSample]], [Span]) {
        var runs: [[TimelineSample]] = []
        var gaps: [Span] = []
        var current: [TimelineSample] = []
        var previous: TimelineSample?
        var lastFix: Double?
        for sample in samples {
            defer { previous = sample }
            let stepped = previous.map { sample.seconds - $0.seconds > threshold } ?? false
            if !sample.hasFix || stepped {
                if !current.isEmpty { runs.append(current) }
                current = []
            }
            guard sample.hasFix else { continue }
            if current.isEmpty {
                let start = lastFix ?? samples[0].seconds
                if sample.seconds > start { gaps.append(Span(start: start, end: sample.seconds)) }
            }
            current.append(sample)
            lastFix = sample.seconds
        }
        if !current.isEmpty { runs.append(current) }
        if let last = samples.last, let lastFix, last.seconds > lastFix { gaps.append(Span(start: lastFix, end: last.seconds)) }
        if lastFix == nil, let first = samples.first, let last = samples.last { gaps.append(Span(start: first.seconds, end: last.seconds)) }
        return (runs, gaps)
    }

    /// A time in axis units.
    func axisTime(_ seconds: Double) -> Double { (seconds - origin) / unit.seconds }

    /// The number of epochs with a fix.
    var fixCount: Int { runs.reduce(0) { $0 + $1.count } }

    /// A sentence that says what the picture shows.
    var summary: String {
        let under = samples.filter { $0.hasFix && ($0.accuracy ?? .infinity) < timeline.gate }.count
        let share = fixCount == 0 ? 0 : Double(under) / Double(fixCount) * 100
        return "\(samples.count) epochs, \(fixCount) with an accuracy, \(SVGText.number(share, decimals: 0))% of those under the "
            + "\(SVGText.coordinate(timeline.gate)) m gate; \(Self.count(gaps.count, "span", "spans")) without a fix; "
            + "\(Self.count(timeline.captures.count, "capture", "captures"))."
    }

    /// Draws the title and the summary; a summary wider than the picture (at about 6.8 user
    /// units a character, 12-unit sans-serif) goes on two lines, broken after a semicolon.
    func drawTitle(into svg: inout SVGDocument) {
        let text = summary
        let fits = Double(text.count) * 6.8 <= svg.width - 32
        guard !fits, let middle = Self.breakPoint(text) else {
            svg.text(timeline.title, x: 16, y: 24, size: 17, weight: "bold", extra: [("class", "title")])
            svg.text(text, x: 16, y: 43, size: 12, extra: [("class", "subtitle")])
            return
        }
        svg.text(timeline.title, x: 16, y: 20, size: 17, weight: "bold", extra: [("class", "title")])
        svg.text(String(text[..<middle]), x: 16, y: 37, size: 12, extra: [("class", "subtitle")])
        svg.text(String(text[middle...].drop { $0 == " " }), x: 16, y: 51, size: 12, extra: [("class", "subtitle")])
    }

    /// Where to break `text` in two: after the "; " nearest its middle.
    static func breakPoint(_ text: String) -> String.Index? {
        let half = text.count / 2
        return text.indices.filter { text[$0] == ";" }
            .min { abs(text.distance(from: text.startIndex, to: $0) - half) < abs(text.distance(from: text.startIndex, to: $1) - half) }
            .map { text.index(after: $0) }
    }

    /// "1 span", "3 spans".
    static func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) " + (n == 1 ? one : many)
    }

    func drawAccuracyPanel(into svg: inout SVGDocument) {
        let area = accuracyArea
        let bounds: [(AccuracyClass, Double, Double)] = [
            (.excellent, 0, 5), (.good, 5, 10), (.acceptable, 10, 15), (.marginal, 15, 20), (.poor, 20, .infinity),
        ]
        for (accuracyClass, from, to) in bounds where from < area.y.upper {
            let upper = min(to, area.y.upper)
            let top = area.py(upper), bottom = area.py(from)
            svg.element("rect", [("class", "band"), ("data-class", accuracyClass.rawValue),
                                 ("data-from", SVGText.coordinate(from)), ("data-to", SVGText.coordinate(upper)),
                                 ("x", SVGText.coordinate(area.left)), ("y", SVGText.coordinate(top)),
                                 ("width", SVGText.coordinate(area.width)), ("height", SVGText.coordinate(bottom - top)),
                                 ("fill", Palette.color(of: accuracyClass)), ("fill-opacity", "0.5")])
            if bottom - top >= 15 {
                let label = accuracyClass.label + (to.isFinite ? " < \(SVGText.coordinate(to)) m" : " ≥ 20 m")
                svg.text(label, x: area.right - 6, y: (top + bottom) / 2 + 4, size: 12, anchor: "end",
                         fill: "#333333", extra: [("class", "band-label")])
            }
        }
        area.drawYAxis(title: "accuracy (m, \(timeline.confidence.rawValue)%)", into: &svg)
        area.drawXAxis(title: nil, into: &svg, labelled: false)
        area.clip("accuracy-clip", into: &svg)
        drawGaps(in: area, into: &svg)
        svg.open("g", [("clip-path", "url(#accuracy-clip)")])
        if timeline.gate <= area.y.upper {
            let y = area.py(timeline.gate)
            svg.element("line", [("class", "gate"), ("data-meters", SVGText.coordinate(timeline.gate)),
                                 ("x1", SVGText.coordinate(area.left)), ("y1", SVGText.coordinate(y)),
                                 ("x2", SVGText.coordinate(area.right)), ("y2", SVGText.coordinate(y)),
                                 ("stroke", Palette.ink), ("stroke-width", "2"), ("stroke-dasharray", "8 5")])
            svg.text("gate \(SVGText.coordinate(timeline.gate)) m", x: area.left + 6, y: y - 5, size: 12, extra: [("class", "gate-label")])
        }
        for run in runs {
            let points = run.map { SVGText.coordinate(area.px(axisTime($0.seconds))) + "," + SVGText.coordinate(area.py(min($0.accuracy ?? 0, area.y.upper))) }
            if run.count == 1, let only = run.first {
                svg.element("circle", [("class", "accuracy-point"), ("cx", SVGText.coordinate(area.px(axisTime(only.seconds)))),
                                       ("cy", SVGText.coordinate(area.py(min(only.accuracy ?? 0, area.y.upper)))), ("r", "2.5"),
                                       ("fill", Palette.ink)])
            } else {
                svg.element("polyline", [("class", "accuracy"), ("data-count", String(run.count)), ("points", points.joined(separator: " ")),
                                         ("fill", "none"), ("stroke", Palette.ink), ("stroke-width", "1.8"), ("stroke-linejoin", "round")])
            }
        }
        svg.close("g")
        if clipped > 0 {
            svg.text("▲ \(Self.count(clipped, "fix", "fixes")) above \(area.y.label(area.y.upper)) m, drawn at the top",
                     x: area.left + 6, y: area.top + 16, size: 12, extra: [("class", "clipped")])
        }
        drawCaptures(in: area, labelled: true, into: &svg)
    }

    func drawTrackPanel(into svg: inout SVGDocument) {
        var index = 0
        while index < samples.count {
            let mode = samples[index].mode
            var end = index
            while end + 1 < samples.count, samples[end + 1].mode == mode,
                  samples[end + 1].seconds - samples[end].seconds <= gapThreshold { end += 1 }
            let startTime = samples[index].seconds
            let endTime = end + 1 < samples.count ? min(samples[end + 1].seconds, samples[end].seconds + gapThreshold)
                : samples[end].seconds + gapThreshold / 1.5
            let x1 = modeArea.px(axisTime(startTime)), x2 = min(modeArea.px(axisTime(endTime)), modeArea.right)
            svg.element("rect", [("class", "mode"), ("data-mode", mode.label), ("x", SVGText.coordinate(x1)),
                                 ("y", SVGText.coordinate(modeArea.top)), ("width", SVGText.coordinate(max(x2 - x1, 0.5))),
                                 ("height", SVGText.coordinate(modeArea.height)), ("fill", Palette.color(of: mode))])
            if x2 - x1 >= 42 {
                svg.text(mode.label, x: (x1 + x2) / 2, y: modeArea.bottom - 4, size: 12, anchor: "middle",
                         fill: Palette.labelColor(on: mode), extra: [("class", "mode-label")])
            }
            index = end + 1
        }
        modeArea.frame(into: &svg)
        svg.text("mode", x: modeArea.left - 7, y: modeArea.bottom - 4, size: 13, anchor: "end")

        let area = satelliteArea
        area.drawYAxis(title: "sats", into: &svg, role: "satellites")
        area.drawXAxis(title: "time since the first epoch (\(unit.symbol))", into: &svg)
        var line: [String] = []
        var previous: TimelineSample?
        let flush = { (line: inout [String], svg: inout SVGDocument) in
            if line.count > 1 {
                svg.element("polyline", [("class", "satellites"), ("points", line.joined(separator: " ")), ("fill", "none"),
                                         ("stroke", Palette.blue), ("stroke-width", "1.5")])
            }
            line = []
        }
        for sample in samples {
            defer { previous = sample }
            if let previous, sample.seconds - previous.seconds > gapThreshold { flush(&line, &svg) }
            guard let used = sample.satellitesUsed else {
                flush(&line, &svg)
                continue
            }
            line.append(SVGText.coordinate(area.px(axisTime(sample.seconds))) + "," + SVGText.coordinate(area.py(Double(used))))
        }
        flush(&line, &svg)
        drawCaptures(in: area, labelled: false, into: &svg)
    }

    func drawLegend(into svg: inout SVGDocument) {
        var legend = Legend(left: accuracyArea.right + 16, top: accuracyArea.top + 4)
        for accuracyClass in [AccuracyClass.excellent, .good, .acceptable, .marginal, .poor] {
            legend.add(accuracyClass.label, .box(fill: Palette.color(of: accuracyClass)), into: &svg)
        }
        legend.add("accuracy", .line(stroke: Palette.ink, width: 1.8, dash: nil), into: &svg)
        legend.add("capture gate", .line(stroke: Palette.ink, width: 2, dash: "6 4"), into: &svg)
        legend.add("no fix", .box(fill: Palette.gap), into: &svg)
        legend.add("capture", .line(stroke: Palette.blue, width: 2.5, dash: "2 3"), into: &svg)
        legend.add("satellites used", .line(stroke: Palette.blue, width: 1.5, dash: nil), into: &svg)
        legend.add("3D fix", .box(fill: Palette.color(of: FixMode.threeD)), into: &svg)
        legend.add("2D fix", .box(fill: Palette.color(of: FixMode.twoD)), into: &svg)
        legend.add("no fix (mode)", .box(fill: Palette.color(of: FixMode.noFix)), into: &svg)
    }

    private func drawGaps(in area: PlotArea, into svg: inout SVGDocument) {
        for gap in gaps {
            let x1 = area.px(axisTime(gap.start)), x2 = area.px(axisTime(gap.end))
            svg.element("rect", [("class", "gap"), ("data-start", SVGText.coordinate(gap.start - origin)),
                                 ("data-end", SVGText.coordinate(gap.end - origin)),
                                 ("x", SVGText.coordinate(x1)), ("y", SVGText.coordinate(area.top)),
                                 ("width", SVGText.coordinate(max(x2 - x1, 1))), ("height", SVGText.coordinate(area.height)),
                                 ("fill", Palette.gap), ("fill-opacity", "0.55")])
            if x2 - x1 >= 40 {
                svg.text("no fix", x: (x1 + x2) / 2, y: area.bottom - 8, size: 12, anchor: "middle", extra: [("class", "gap-label")])
            }
        }
    }

    private func drawCaptures(in area: PlotArea, labelled: Bool, into svg: inout SVGDocument) {
        for capture in timeline.captures where capture.isFinite {
            let x = area.px(axisTime(capture))
            guard x >= area.left - 0.5, x <= area.right + 0.5 else { continue }
            svg.element("line", [("class", "capture"), ("x1", SVGText.coordinate(x)), ("y1", SVGText.coordinate(area.top)),
                                 ("x2", SVGText.coordinate(x)), ("y2", SVGText.coordinate(area.bottom)),
                                 ("stroke", Palette.blue), ("stroke-width", "2.5"), ("stroke-dasharray", "2 3")])
            if labelled {
                svg.text("capture", x: x + 4, y: area.top + 30, size: 12, fill: Palette.blue, extra: [("class", "capture-label")])
            }
        }
    }
}
