/// Decimal text of numbers at a stated precision, appended as ASCII bytes: no Foundation,
/// no allocation beyond the buffer's own growth.
///
/// A value is rounded to `places` decimals correctly, from its exact binary value: it is
/// scaled by 10^places with the rounding error of the product kept (a fused multiply-add),
/// so `1.0005` (really 1.000499999…) gives `1.0` at 3 places and `0.125` gives `0.13` at 2.
/// A true tie rounds half away from zero. Then the integer and fraction digits are written
/// as integers, so no binary noise (`1.3936300000000001`) can appear. A value that rounds
/// to zero is written without a sign.
///
/// The precisions FieldFix writes are in ``Precision``; docs/vocabulary.md lists them.
public enum DecimalText {
    /// How the fraction is written.
    public enum Style: Sendable {
        /// Trailing zeros dropped, at least one fraction digit kept (`48.1`, `20.0`):
        /// what JSON and CSV hold.
        case shortest
        /// Exactly `places` fraction digits (`3.20`), for text read by people.
        case fixed
        /// Trailing zeros dropped, and the point too when nothing follows it (`12.5`, `40`):
        /// SVG coordinates.
        case trimmed
    }

    /// The largest scaled magnitude written as digits; beyond it (2^53, where doubles stop
    /// being exact integers) the value is written as Swift's shortest text.
    private static let exactLimit = 9_007_199_254_740_992.0

    /// Appends `value` rounded to `places` decimals (0 through 9).
    ///
    /// - Precondition: `value` is finite; callers leave unknown values out.
    public static func append(_ value: Double, places: Int, style: Style = .shortest, to bytes: inout [UInt8]) {
        precondition(value.isFinite && (0...9).contains(places), "DecimalText needs a finite value and 0 to 9 places")
        let divisor = powerOfTen(places)
        let scale = Double(divisor)
        let magnitude = value.magnitude
        let scaled = magnitude * scale
        guard scaled < exactLimit else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        // The exact product is scaled + residual; only an apparent tie needs the residual.
        let residual = (-scaled).addingProduct(magnitude, scale)
        var units = scaled.rounded(.down)
        let fraction = scaled - units
        if fraction > 0.5 || (fraction == 0.5 && residual >= 0) { units += 1 }
        let whole = UInt64(units)
        if value < 0 && whole != 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(whole / divisor, width: 1, to: &bytes)
        var digits = whole % divisor
        var width = places
        if style != .fixed {
            while width > 0 && digits % 10 == 0 {
                digits /= 10
                width -= 1
            }
        }
        if width == 0 {
            if style == .shortest { bytes.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "0")]) }
            return
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(digits, width: width, to: &bytes)
    }

    /// Appends a whole number (`-12`).
    public static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude.toUInt64, width: 1, to: &bytes)
    }

    /// The text of `value` rounded to `places` decimals (allocates a `String`).
    public static func string(_ value: Double, places: Int, style: Style = .shortest) -> String {
        guard value.isFinite else { return value.description }
        var bytes: [UInt8] = []
        append(value, places: places, style: style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value`'s decimal digits, zero-padded on the left to `width` (at most 24),
    /// formed right to left in a buffer on the stack and appended at once.
    private static func appendDigits(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        // One or two digits, most of what a stream's integers are, without the buffer.
        if value < 100 && width <= 2 {
            if value >= 10 || width == 2 { bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)) }
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
            return
        }
        var digits = InlineArray<24, UInt8>(repeating: UInt8(ascii: "0"))
        var index = 24
        var remaining = value
        repeat {
            index -= 1
            digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        } while remaining > 0
        let start = min(index, 24 - min(width, 24))
        withUnsafeBytes(of: &digits) { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }

    /// 10^places for 0 through 9.
    private static func powerOfTen(_ places: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<places { power *= 10 }
        return power
    }
}

private extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}
