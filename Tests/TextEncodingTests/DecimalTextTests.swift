import Foundation
import Testing
import TextEncoding

/// The number writer: correct rounding from the double's exact value, no binary noise.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        (1.3936300000000001, 3, "1.394"), (0.1 + 0.2, 9, "0.3"), (48.1, 9, "48.1"), (20.0, 3, "20.0"),
        (-37.784788333, 9, "-37.784788333"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
        // 1.0005 and 2.675 are really 1.000499999… and 2.67499999…: they round down.
        (1.0005, 3, "1.0"), (2.675, 2, "2.67"), (-0.0000001, 3, "0.0"), (1e-9, 9, "0.000000001"),
        (179.999999999, 9, "179.999999999"), (0.0000015, 6, "0.000002"), (0.0000005, 6, "0.0"), (12.0, 0, "12.0"),
    ])
    func shortest(value: Double, places: Int, text: String) {
        #expect(DecimalText.string(value, places: places) == text)
    }

    @Test(arguments: [(0.05, 1, "0.1"), (-0.04, 1, "0.0"), (-1.25, 1, "-1.3"), (12.0, 0, "12"), (3.2, 2, "3.20"),
                      (-37.78478833, 7, "-37.7847883")])
    func fixed(value: Double, places: Int, text: String) {
        #expect(DecimalText.string(value, places: places, style: .fixed) == text)
    }

    @Test(arguments: [(12.5, 2, "12.5"), (40.0, 2, "40"), (40.004, 2, "40"), (-0.004, 2, "0"), (-2.345, 2, "-2.35"),
                      (0.05, 3, "0.05"), (7.0, 0, "7")])
    func trimmed(value: Double, places: Int, text: String) {
        #expect(DecimalText.string(value, places: places, style: .trimmed) == text)
    }

    @Test func hugeValuesStayValidNumbers() {
        #expect(Double(DecimalText.string(1e300, places: 9)) == 1e300)
    }

    @Test func integers() {
        var bytes: [UInt8] = []
        DecimalText.append(-1234567, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        DecimalText.append(Int.min, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "-1234567 \(Int.min)")
    }

    /// Every digit of random values at every precision, against C's `printf`, which rounds
    /// the exact binary value too (exact ties, where the two rules differ, are not drawn).
    /// Values whose digits pass 2^53 are written as Swift's shortest text instead (above).
    @Test func randomValuesMatchPrintfDigitForDigit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = [1e-9, 1e-3, 1, 180, 1e5, 1e9][Int.random(in: 0..<6, using: &generator)]
            let value = Double.random(in: -magnitude...magnitude, using: &generator)
            let places = Int.random(in: 0...9, using: &generator)
            guard value.magnitude * pow(10, Double(places)) < 9e15 else { continue }
            let expected = String(format: "%.\(places)f", value)
            let text = DecimalText.string(value, places: places, style: .fixed)
            // printf keeps the sign of a negative value that rounds to zero; DecimalText drops it.
            #expect(text == (Double(expected) == 0 ? expected.replacingOccurrences(of: "-", with: "") : expected),
                    "\(value) at \(places) places")
        }
    }

    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 101, 999, 1_000, 65_535, 1_000_000_007, Int.max, Int.min, -1, -10, -100])
    func integersOfEveryLength(value: Int) {
        var bytes: [UInt8] = []
        DecimalText.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
}
