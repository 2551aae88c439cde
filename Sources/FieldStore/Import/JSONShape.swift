/// A fast pre-check of a JSON document's shape before it is decoded: nesting no deeper than a
/// limit, no object with the same key twice (decoders disagree on which one wins: Foundation
/// keeps the first, Python and jq the last, so a record could read one way here and another
/// there), and nothing left open at the end (a truncated file). Errors say the line and column.
///
/// Incremental: fed a document's bytes in pieces of any size (``feed(_:)``), then told it has
/// ended (``finish()``), so a file is checked without being held whole.
public struct JSONShape {
    /// An open object's keys as written (escapes resolved), or `nil` for an array.
    private var containers: [Set<[UInt8]>?] = []
    private var expectingKey = false
    private var key: [UInt8]?
    private var inString = false
    private var escaped = false
    private var line = 1
    private var column = 0
    private let maximumDepth: Int
    private let file: String

    /// A check of a document named `file` in errors, nested at most `maximumDepth` deep.
    public init(maximumDepth: Int, file: String) {
        self.maximumDepth = maximumDepth
        self.file = file
    }

    /// Checks `bytes`.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) for nesting deeper than `maximumDepth`, a key
    ///   an object already has (named), or an unterminated string, array or object.
    public static func check(_ bytes: some Sequence<UInt8>, maximumDepth: Int, file: String) throws(StoreError) {
        var shape = JSONShape(maximumDepth: maximumDepth, file: file)
        try shape.feed(bytes)
        try shape.finish()
    }

    /// Checks the next bytes of the document.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) as ``check(_:maximumDepth:file:)``.
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(StoreError) {
        for byte in bytes {
            column += 1
            if byte == UInt8(ascii: "\n") { line += 1; column = 0 }
            if inString {
                if escaped {
                    escaped = false
                    key?.append(byte)
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    key?.append(byte)
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if let written = key {
                        let name = Self.unescaped(written)
                        guard containers[containers.count - 1]!.insert(name).inserted else {
                            let text = String(decoding: name, as: UTF8.self)
                            throw StoreError(.invalidImport, "\(file):\(line):\(column): the key \"\(text)\" appears twice in one object")
                        }
                        key = nil
                    }
                } else {
                    key?.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if expectingKey {
                    key = []
                    expectingKey = false
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                containers.append(byte == UInt8(ascii: "{") ? [] : nil)
                expectingKey = byte == UInt8(ascii: "{")
                guard containers.count <= maximumDepth else {
                    throw StoreError(.invalidImport, "\(file):\(line):\(column): nesting deeper than \(maximumDepth) levels")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !containers.isEmpty { containers.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = containers.last.map { $0 != nil } ?? false
            default: break
            }
        }
    }

    /// Checks that the document fed so far is complete.
    ///
    /// - Throws: ``StoreError`` (`invalidImport`) for an unterminated string, array or object.
    public func finish() throws(StoreError) {
        if inString || !containers.isEmpty {
            throw StoreError(.invalidImport, "\(file):\(line):\(column): truncated (\(inString ? "unterminated string" : "\(containers.count) unclosed brackets") at end of file)")
        }
    }

    /// A key's bytes with its escapes resolved (`\u0061` is `a`), so that one key written two
    /// ways is still one key; an escape that is not valid is kept as written (the decoder
    /// refuses the document then).
    static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "\\")) else { return bytes }
        var result: [UInt8] = []
        var scalars: [UInt16] = []
        var index = 0
        func flush() {
            result.append(contentsOf: String(decoding: scalars, as: UTF16.self).utf8)
            scalars.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                flush()
                result.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "u"), index + 6 <= bytes.count,
               let unit = UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16) {
                scalars.append(unit)
                index += 6
                continue
            }
            flush()
            switch next {
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            default: result.append(next)  // `\"`, `\\`, `\/`, and any other kept as its letter
            }
            index += 2
        }
        flush()
        return result
    }
}
