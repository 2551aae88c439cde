/// JSON string literals, escaped as RFC 8259 requires, without Foundation.
public enum JSONString {
    /// `value` as a JSON string literal, quotes included: `say "hi"` becomes `"say \"hi\""`.
    public static func quoted(_ value: String) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    /// Appends `value` to `text` as a JSON string literal, quotes included: `"` and `\`
    /// escaped, LF, CR and tab as `\n`, `\r`, `\t`, other control characters as `\u00XX`.
    public static func append(_ value: String, to text: inout String) {
        text.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text.append("\"")
    }
}
