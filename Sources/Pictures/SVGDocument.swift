import TextEncoding

/// An SVG document being drawn: elements appended in painting order, every attribute value
/// and text escaped, sized by a `viewBox` so that it scales to any screen.
struct SVGDocument {
    /// An attribute's name and its value (escaped when written).
    typealias Attribute = (name: String, value: String)

    /// Width of the drawing in user units.
    let width: Double
    /// Height of the drawing in user units.
    let height: Double
    private var body = ""

    /// An empty drawing of `width` by `height` user units.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Appends an element; `text`, when given, becomes its escaped content.
    mutating func element(_ name: String, _ attributes: [Attribute], text: String? = nil) {
        body += "<" + name + Self.attributes(attributes)
        if let text {
            body += ">" + XMLText.escape(text) + "</" + name + ">\n"
        } else {
            body += "/>\n"
        }
    }

    /// Opens an element that holds others (`g`, `clipPath`); close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        body += "<" + name + Self.attributes(attributes) + ">\n"
    }

    /// Closes the element `name` opened last.
    mutating func close(_ name: String) {
        body += "</" + name + ">\n"
    }

    /// Appends another drawing's elements, moved down by `y` user units.
    mutating func append(_ other: SVGDocument, at y: Double) {
        body += "<g transform=\"translate(0 " + SVGText.coordinate(y) + ")\">\n" + other.body + "</g>\n"
    }

    /// Appends a text element at (`x`, `y`).
    mutating func text(_ content: String, x: Double, y: Double, size: Double = 14, anchor: String = "start",
                       weight: String = "normal", fill: String = Palette.ink, extra: [Attribute] = []) {
        element("text", [("x", SVGText.coordinate(x)), ("y", SVGText.coordinate(y)), ("font-size", SVGText.coordinate(size)),
                         ("text-anchor", anchor), ("font-weight", weight), ("fill", fill)] + extra, text: content)
    }

    /// The whole document: an `svg` root with a `viewBox`, a title and a description for
    /// screen readers, and a white background.
    func rendered(title: String, description: String) -> String {
        let w = SVGText.coordinate(width), h = SVGText.coordinate(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" "
            + "preserveAspectRatio=\"xMidYMid meet\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" role=\"img\">\n"
            + "<title>" + XMLText.escape(title) + "</title>\n"
            + "<desc>" + XMLText.escape(description) + "</desc>\n"
            + "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
            + body + "</svg>\n"
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.reduce(into: "") { $0 += " " + $1.name + "=\"" + XMLText.escape($1.value) + "\"" }
    }
}
