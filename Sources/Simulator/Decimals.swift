/// Fixed-point number text without Foundation: `fixed(3.14159, 2)` is `"3.14"`.
enum Decimals {
    /// `value` with exactly `decimals` decimals, rounded half away from zero.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let scaled = WrittenPrecision.scaled(value, decimals)
        let magnitude = scaled.magnitude
        let power = UInt64(WrittenPrecision.powerOfTen(decimals))
        let whole = String(magnitude / power)
        let sign = scaled < 0 ? "-" : ""
        guard decimals > 0 else { return sign + whole }
        return sign + whole + "." + padded(Int(magnitude % power), decimals)
    }

    /// A non-negative integer zero-padded to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
