
/// XML 1.0 text escaping, for XML content and attribute values (GPX, SVG).
public enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot
    /// hold (C0 controls other than tab, LF and CR) removed.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
