/// Prints a JSON array on standard output, one element per line as elements arrive, so long
/// lists stream.
public struct JSONArrayPrinter {
    private var count = 0

    /// An array with no element printed yet.
    public init() {}

    /// Prints one element (a JSON value on one line).
    public mutating func print(_ element: String) {
        Swift.print(count == 0 ? "[\n" + element : ",\n" + element, terminator: "")
        count += 1
    }

    /// Ends the array.
    public func finish() {
        Swift.print(count == 0 ? "[]" : "\n]")
    }

    /// Prints a whole JSON array, one element per line.
    public static func print(_ elements: [String]) {
        var array = JSONArrayPrinter()
        elements.forEach { array.print($0) }
        array.finish()
    }
}
