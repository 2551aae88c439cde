/// A fast pre-check of a JSON file's shape before it is decoded: nesting no deeper than a
/// limit, and nothing left open at the end (a truncated file). Errors say the line and column.
enum JSONShape {
    /// Checks `bytes`.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) for nesting deeper than `maximumDepth`, or an
    ///   unterminated string, array or object.
    static func check(_ bytes: some Sequence<UInt8>, maximumDepth: Int, file: String) throws(StoreError) {
        var depth = 0
        var inString = false
        var escaped = false
        var line = 1
        var column = 0
        for byte in bytes {
            column += 1
            if byte == UInt8(ascii: "\n") { line += 1; column = 0 }
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maximumDepth else {
                    throw StoreError(.invalidImport, "\(file):\(line):\(column): nesting deeper than \(maximumDepth) levels")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        if inString || depth > 0 {
            throw StoreError(.invalidImport, "\(file):\(line):\(column): truncated (\(inString ? "unterminated string" : "\(depth) unclosed brackets") at end of file)")
        }
    }
}
