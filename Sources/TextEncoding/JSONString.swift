/// JSON string literals, escaped as RFC 8259 requires, without Foundation.
public enum JSONString {
    /// `value` as a JSON string literal, quotes included: `say "hi"` becomes `"say \"hi\""`.
    public static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal, quotes included: `"` and `\` escaped, LF,
    /// CR and tab as `\n`, `\r`, `\t`, other control characters as `\u00XX`; everything
    /// else is copied as UTF-8.
    public static func append(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// Appends valid UTF-8 text as a JSON string literal, escaped as ``append(_:to:)`` does.
    public static func append(utf8 text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength(text.count)) { buffer in
            let count = write(utf8: text, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The most bytes ``write(utf8:to:)`` writes for `count` bytes of text: each escaped as
    /// `\u00XX`, and the quotes.
    @inlinable
    public static func maximumLength(_ count: Int) -> Int { count &* 6 &+ 2 }

    /// Writes valid UTF-8 text as a JSON string literal, escaped as ``append(_:to:)`` does,
    /// at `out` (room for ``maximumLength(_:)`` bytes), and returns how many bytes it wrote.
    /// The runs between characters to escape are copied whole.
    public static func write(utf8 text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\"")
        var count = 1
        var run = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            count &+= copy(text, run..<index, to: out + count)
            count &+= writeEscaped(byte, to: out + count)
            run = index &+ 1
        }
        count &+= copy(text, run..<text.count, to: out + count)
        out[count] = UInt8(ascii: "\"")
        return count &+ 1
    }

    /// Copies `text[range]` to `out` and returns its length.
    private static func copy(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if !range.isEmpty { out.update(from: text.baseAddress! + range.lowerBound, count: range.count) }
        return range.count
    }

    /// Writes the escape sequence of a quote, a backslash or a control character and
    /// returns its length.
    private static func writeEscaped(_ byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\\")
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
        case UInt8(ascii: "\n"): UInt8(ascii: "n")
        case UInt8(ascii: "\r"): UInt8(ascii: "r")
        case UInt8(ascii: "\t"): UInt8(ascii: "t")
        default: nil
        }
        if let short {
            out[1] = short
            return 2
        }
        out[1] = UInt8(ascii: "u")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        out[4] = hexDigit(byte >> 4)
        out[5] = hexDigit(byte & 0xF)
        return 6
    }

    /// The lowercase hexadecimal digit of a value from 0 to 15.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
