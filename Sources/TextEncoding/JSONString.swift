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

    /// Appends valid UTF-8 text as a JSON string literal, escaped as ``append(_:to:)`` does;
    /// the runs between characters to escape are copied whole.
    public static func append(utf8 text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var run = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
            appendEscaped(byte, to: &bytes)
            run = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the escape sequence of a quote, a backslash or a control character.
    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
        default:
            bytes.append(contentsOf: #"\u00"#.utf8)
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0xF))
        }
    }

    /// The lowercase hexadecimal digit of a value from 0 to 15.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
