import Foundation
import TextEncoding

/// One CSV cell, written by RFC 4180 rules with spreadsheet formula-injection protection.
///
/// The rule: a **text** cell whose first character (after any byte order marks and spaces) is
/// `=`, `+`, `-`, `@`, a tab or a carriage return gets a single quote (`'`) in front, so Excel and LibreOffice show it as text and
/// never evaluate it. **Number** cells (coordinates, accuracies, ids, counts) are written as
/// plain numbers and never prefixed, so `-33.8688` stays a number. Then any cell holding a
/// comma, a double quote, a CR or an LF is enclosed in double quotes, with inner quotes doubled.
package enum CSVField {
    /// A number, written as is.
    case number(String)
    /// Text, protected and quoted as needed; `nil` is an empty cell.
    case text(String?)

    /// A whole-number cell (empty when `nil`).
    static func number(_ value: (some BinaryInteger)?) -> CSVField {
        .number(value.map { "\($0)" } ?? "")
    }

    /// A decimal cell rounded to `places` decimals as ``DecimalText`` writes it (empty when
    /// `nil` or not finite).
    static func number(_ value: Double?, places: Int) -> CSVField {
        guard let value, value.isFinite else { return .number("") }
        return .number(DecimalText.string(value, places: places))
    }

    /// The cell as it appears in the file.
    var encoded: String {
        switch self {
        case let .number(text):
            return text
        case let .text(value):
            guard var text = value else { return "" }
            // The first character a spreadsheet reads: after any byte order marks and spaces,
            // which some skip before they look for a formula.
            let first = text.unicodeScalars.first { $0 != "\u{FEFF}" && $0 != " " }
            if let first, "=+-@\t\r".unicodeScalars.contains(first) { text = "'" + text }
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
                return text
            }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }

    /// A CSV line: cells joined by commas, ended by CRLF.
    static func line(_ fields: [CSVField]) -> String {
        fields.map(\.encoded).joined(separator: ",") + "\r\n"
    }
}
