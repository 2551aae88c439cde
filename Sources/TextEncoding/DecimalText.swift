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

    /// The most bytes ``write(_:places:style:to:)`` and ``write(_:to:)`` write: a sign, 16
    /// digits, a point and a zero, or Swift's shortest text of a double beyond 2^53.
    public static let maximumLength = 32

    /// Appends `value` rounded to `places` decimals (0 through 9).
    ///
    /// - Precondition: `value` is finite; callers leave unknown values out.
    public static func append(_ value: Double, places: Int, style: Style = .shortest, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, places: places, style: style, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Appends a whole number (`-12`).
    public static func append(_ value: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value` rounded to `places` decimals (0 through 9) at `out`, which has room for
    /// ``maximumLength`` bytes, and returns how many bytes it wrote.
    ///
    /// - Precondition: `value` is finite; callers leave unknown values out.
    public static func write(_ value: Double, places: Int, style: Style = .shortest, to out: UnsafeMutablePointer<UInt8>) -> Int {
        precondition(value.isFinite && (0...9).contains(places), "DecimalText needs a finite value and 0 to 9 places")
        let scale = scales[places]
        let magnitude = value.magnitude
        let scaled = magnitude * scale
        guard scaled < exactLimit else {
            var text = value.description
            return text.withUTF8 { utf8 in
                out.update(from: utf8.baseAddress!, count: utf8.count)
                return utf8.count
            }
        }
        // Below 2^53 the conversion truncates exactly, without a call to `floor` (through
        // `Int64`, which converts in one instruction each way). The exact product is
        // scaled + residual; only an apparent tie needs the residual.
        let truncated = Int64(scaled)
        let fraction = scaled - Double(truncated)
        var whole = UInt64(truncatingIfNeeded: truncated)
        if fraction > 0.5 || (fraction == 0.5 && (-scaled).addingProduct(magnitude, scale) >= 0) { whole &+= 1 }
        var count = 0
        if value < 0 && whole != 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let (integer, decimals) = split(whole, places: places)
        count &+= writeDigits(integer, width: 1, to: out + count)
        var digits = decimals
        var width = places
        if style != .fixed {
            // Trailing zeros two at a time, then the one that may be left.
            while width >= 2 && digits % 100 == 0 {
                digits /= 100
                width &-= 2
            }
            if width > 0 && digits % 10 == 0 {
                digits /= 10
                width &-= 1
            }
        }
        if width == 0 {
            guard style == .shortest else { return count }
            out[count] = UInt8(ascii: ".")
            out[count &+ 1] = UInt8(ascii: "0")
            return count &+ 2
        }
        out[count] = UInt8(ascii: ".")
        return count &+ 1 &+ writeDigits(digits, width: width, to: out + (count &+ 1))
    }

    /// Writes a whole number (`-12`) at `out`, which has room for ``maximumLength`` bytes,
    /// and returns how many bytes it wrote.
    public static func write(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value < 0 else { return writeDigits(UInt64(value), width: 1, to: out) }
        out[0] = UInt8(ascii: "-")
        return 1 &+ writeDigits(UInt64(value.magnitude), width: 1, to: out + 1)
    }

    /// The text of `value` rounded to `places` decimals (allocates a `String`).
    public static func string(_ value: Double, places: Int, style: Style = .shortest) -> String {
        guard value.isFinite else { return value.description }
        var bytes: [UInt8] = []
        append(value, places: places, style: style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `value`'s decimal digits, zero-padded on the left to `width` (at most 20),
    /// right to left in place, two at a time, and returns how many it wrote.
    private static func writeDigits(_ value: UInt64, width: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // The digits of a number of b bits are about b log10(2) (1233 / 4096), then one more
        // when it reaches the next power of ten.
        var length = ((64 &- value.leadingZeroBitCount) &* 1233) &>> 12
        if length < 20 && value >= powersOfTen[length] { length &+= 1 }
        length = max(length, 1, min(width, 20))
        let pairs = digitPairs.utf8Start
        var remaining = value
        var index = length
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
            remaining /= 100
            index &-= 2
            out[index] = pairs[pair]
            out[index &+ 1] = pairs[pair &+ 1]
        }
        if index == 1 { out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining) }
        return length
    }

    /// `value` divided by 10^places (0 through 9) and the remainder: divisions by constants,
    /// which become multiplications, where one by a variable would take tens of cycles.
    private static func split(_ value: UInt64, places: Int) -> (quotient: UInt64, remainder: UInt64) {
        switch places {
        case 0: (value, 0)
        case 1: value.quotientAndRemainder(dividingBy: 10)
        case 2: value.quotientAndRemainder(dividingBy: 100)
        case 3: value.quotientAndRemainder(dividingBy: 1_000)
        case 4: value.quotientAndRemainder(dividingBy: 10_000)
        case 5: value.quotientAndRemainder(dividingBy: 100_000)
        case 6: value.quotientAndRemainder(dividingBy: 1_000_000)
        case 7: value.quotientAndRemainder(dividingBy: 10_000_000)
        case 8: value.quotientAndRemainder(dividingBy: 100_000_000)
        default: value.quotientAndRemainder(dividingBy: 1_000_000_000)
        }
    }

    /// "00" to "99", one after the other: the two digits of `n` start at `2 n`.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// 10^n for n from 0 through 9, as doubles (each exact): the scales of ``write(_:places:style:to:)``.
    private static let scales: InlineArray<10, Double> = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

    /// 10^n for n from 0 through 19.
    private static let powersOfTen: InlineArray<20, UInt64> = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]
}
