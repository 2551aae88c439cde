/// A rectangle of the drawing holding a plot, with the scales that map data to it, and its
/// axes: ticks at the scales' nice numbers, grid lines, labels and titles with units.
struct PlotArea {
    /// Left edge, user units.
    let left: Double
    /// Top edge, user units.
    let top: Double
    /// Width, user units.
    let width: Double
    /// Height, user units.
    let height: Double
    /// The horizontal scale.
    let x: NiceScale
    /// The vertical scale.
    let y: NiceScale

    /// Right edge, user units.
    var right: Double { left + width }
    /// Bottom edge, user units.
    var bottom: Double { top + height }

    /// The horizontal position of a data value.
    func px(_ value: Double) -> Double {
        left + (value - x.lower) / (x.upper - x.lower) * width
    }

    /// The vertical position of a data value (up is larger).
    func py(_ value: Double) -> Double {
        bottom - (value - y.lower) / (y.upper - y.lower) * height
    }

    /// User units per data unit horizontally.
    var xUnit: Double { width / (x.upper - x.lower) }

    /// Defines a clip path named `id` to the area.
    func clip(_ id: String, into svg: inout SVGDocument) {
        svg.open("clipPath", [("id", id)])
        svg.element("rect", [("x", SVGText.coordinate(left)), ("y", SVGText.coordinate(top)),
                             ("width", SVGText.coordinate(width)), ("height", SVGText.coordinate(height))])
        svg.close("clipPath")
    }

    /// Draws the frame, the horizontal axis's grid and ticks, with labels and `title` when
    /// `labelled`.
    func drawXAxis(title: String?, into svg: inout SVGDocument, labelled: Bool = true) {
        for tick in x.ticks {
            let at = px(tick)
            svg.element("line", [("class", "grid-x"), ("data-value", x.label(tick)), ("x1", SVGText.coordinate(at)), ("y1", SVGText.coordinate(top)),
                                 ("x2", SVGText.coordinate(at)), ("y2", SVGText.coordinate(bottom + 5)),
                                 ("stroke", Palette.grid), ("stroke-width", "1")])
            if labelled {
                svg.text(x.label(tick), x: at, y: bottom + 20, size: 14, anchor: "middle",
                         extra: [("class", "tick-x"), ("data-value", x.label(tick))])
            }
        }
        if let title {
            svg.text(title, x: left + width / 2, y: bottom + 42, size: 15, anchor: "middle", extra: [("class", "axis-title")])
        }
        frame(into: &svg)
    }

    /// Draws the vertical axis's grid, ticks, labels and `title` on the left; `role` names the
    /// axis in the elements' classes (`grid-y`, `tick-y`).
    func drawYAxis(title: String, into svg: inout SVGDocument, role: String = "y") {
        for tick in y.ticks {
            let at = py(tick)
            svg.element("line", [("class", "grid-" + role), ("data-value", y.label(tick)), ("x1", SVGText.coordinate(left)),
                                 ("y1", SVGText.coordinate(at)), ("x2", SVGText.coordinate(right)), ("y2", SVGText.coordinate(at)),
                                 ("stroke", Palette.grid), ("stroke-width", "1")])
            svg.text(y.label(tick), x: left - 7, y: at + 5, size: 14, anchor: "end",
                     extra: [("class", "tick-" + role), ("data-value", y.label(tick))])
        }
        let titleX = left - 44, middle = top + height / 2
        svg.text(title, x: titleX, y: middle, size: 15, anchor: "middle",
                 extra: [("class", "axis-title"), ("transform", "rotate(-90 \(SVGText.coordinate(titleX)) \(SVGText.coordinate(middle)))")])
    }

    /// Draws the area's outline.
    func frame(into svg: inout SVGDocument) {
        svg.element("rect", [("x", SVGText.coordinate(left)), ("y", SVGText.coordinate(top)),
                             ("width", SVGText.coordinate(width)), ("height", SVGText.coordinate(height)),
                             ("fill", "none"), ("stroke", Palette.ink), ("stroke-width", "1")])
    }
}
