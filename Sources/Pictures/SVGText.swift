/// Text and numbers as they may appear in SVG (XML 1.0) content and attribute values.
enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot hold
    /// (C0 controls other than tab, LF and CR, U+FFFE, U+FFFF) removed.
    static func escape(_ text: String) -> String {
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

    /// `value` with exactly `decimals` decimals (0 to 6), locale-free and without an exponent;
    /// a value that rounds to zero has no minus sign, and a non-finite value is written `0`.
    static func number(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value) * Double(scale) < 9e17 else { return "0" }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(scaled / scale)
        if places > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    /// A coordinate in user units: at most two decimals, trailing zeros dropped.
    static func coordinate(_ value: Double) -> String {
        var text = number(value, decimals: 2)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
