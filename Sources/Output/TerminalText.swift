/// Text from records and files made harmless for a terminal: every control character
/// (C0 but newline and tab, DEL, C1) and every bidirectional override is shown as a visible
/// escape (`\x1B`, `\u202E`), so that a species name holding an escape sequence prints as
/// text instead of moving the cursor, changing colours or retitling the window.
///
/// All human-readable output and every error message of a front end goes through
/// FrontEnd's `TerminalText.print(_:)` or `printError(_:)` (or ``safe(_:)``); JSON output does not (JSON escapes
/// control characters itself).
public enum TerminalText {
    /// `text` with control characters and bidirectional controls made visible.
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else { result.unicodeScalars.append(scalar); continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += scalar.value < 0x100
                ? "\\x" + (hex.count < 2 ? "0" + hex : hex)
                : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return result
    }

    /// Whether `scalar` must not reach a terminal as is.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}
