/// A column of legend entries: a swatch (a filled box, a line or a dot) and its label.
struct Legend {
    /// How an entry's swatch looks.
    enum Swatch {
        /// A filled box.
        case box(fill: String)
        /// A line, dashed when `dash` is given.
        case line(stroke: String, width: Double, dash: String?)
        /// A dot.
        case dot(fill: String)
    }

    /// Left edge, user units.
    var left: Double
    /// Baseline of the next entry, user units.
    var top: Double
    /// Space between entries.
    var spacing: Double = 22

    /// Draws one entry and moves down.
    mutating func add(_ label: String, _ swatch: Swatch, into svg: inout SVGDocument) {
        let middle = top - 5
        switch swatch {
        case let .box(fill):
            svg.element("rect", [("x", SVGText.coordinate(left)), ("y", SVGText.coordinate(middle - 7)), ("width", "18"),
                                 ("height", "14"), ("fill", fill), ("stroke", Palette.ink), ("stroke-width", "0.5")])
        case let .line(stroke, width, dash):
            var attributes: [SVGDocument.Attribute] = [
                ("x1", SVGText.coordinate(left)), ("y1", SVGText.coordinate(middle)), ("x2", SVGText.coordinate(left + 18)),
                ("y2", SVGText.coordinate(middle)), ("stroke", stroke), ("stroke-width", SVGText.coordinate(width)),
            ]
            if let dash { attributes.append(("stroke-dasharray", dash)) }
            svg.element("line", attributes)
        case let .dot(fill):
            svg.element("circle", [("cx", SVGText.coordinate(left + 9)), ("cy", SVGText.coordinate(middle)), ("r", "4"),
                                   ("fill", fill)])
        }
        svg.text(label, x: left + 25, y: top, size: 13, extra: [("class", "legend")])
        top += spacing
    }
}
