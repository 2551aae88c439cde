/// Prints a JSON array one element per line as elements arrive, so long lists stream.
struct JSONArrayPrinter {
    private var count = 0

    /// Prints one element (a JSON value on one line).
    mutating func print(_ element: String) {
        Swift.print(count == 0 ? "[\n" + element : ",\n" + element, terminator: "")
        count += 1
    }

    /// Ends the array.
    func finish() {
        Swift.print(count == 0 ? "[]" : "\n]")
    }
}
