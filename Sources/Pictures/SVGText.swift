import TextEncoding

/// Numbers as they appear in SVG attribute values and text, written by ``DecimalText``:
/// locale-free, without an exponent, and `0` for a value that is not finite.
enum SVGText {
    /// `value` with exactly `decimals` decimals (0 to 6).
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        return DecimalText.string(value, places: min(max(decimals, 0), 6), style: .fixed)
    }

    /// A coordinate in user units: at most two decimals, trailing zeros dropped.
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return DecimalText.string(value, places: 2, style: .trimmed)
    }
}
