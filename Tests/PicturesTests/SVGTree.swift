import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an SVG document, parsed with an XML parser (so a document that is not well
/// formed fails the test), in document order with their attributes and text.
struct SVGTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    var elements: [Element] = []

    /// Parses `svg`; `nil` when it is not well-formed XML.
    init?(_ svg: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        elements = delegate.elements
    }

    /// The elements with a `class` attribute equal to `name`.
    func elements(classed name: String) -> [Element] {
        elements.filter { $0.attributes["class"] == name }
    }

    /// The position of a data value along an axis, fitted from the grid lines of two ticks
    /// (`grid-x` lines give x, `grid-y` lines give y).
    func position(of value: Double, axis: String) -> Double? {
        let lines = elements(classed: "grid-" + axis)
        guard lines.count >= 2, let v0 = lines[0].number("data-value"), let v1 = lines[1].number("data-value"),
              let p0 = lines[0].number(axis + "1"), let p1 = lines[1].number(axis + "1") else { return nil }
        return p0 + (value - v0) / (v1 - v0) * (p1 - p0)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
