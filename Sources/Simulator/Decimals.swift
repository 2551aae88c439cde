/// Fixed-point number text without Foundation, for the truth CSV: `fixed(3.14159, 2)` is `"3.14"`.
enum Decimals {
    /// `value` with exactly `decimals` decimals, rounded half away from zero.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let scaled = WrittenPrecision.scaled(value, decimals)
        let magnitude = scaled.magnitude
        let power = UInt64(WrittenPrecision.powerOfTen(decimals))
        let whole = String(magnitude / power)
        let sign = scaled < 0 ? "-" : ""
        guard decimals > 0 else { return sign + whole }
        let fraction = String(magnitude % power)
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
