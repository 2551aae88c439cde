import FieldStore
import Foundation

/// XML 1.0 text escaping.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot
    /// hold (C0 controls other than tab, LF and CR) removed.
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
}

extension XMLText {
    /// `value` as an `xsd:decimal` (no exponent), with at most 9 decimals and no trailing
    /// zeros: `1e-07` becomes `0.0000001`.
    static func decimal(_ value: Double) -> String {
        var text = String(format: "%.9f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
