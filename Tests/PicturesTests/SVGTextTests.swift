@testable import Pictures
import Testing

@Suite struct SVGTextTests {
    @Test(arguments: [
        (1234.5, 1, "1234.5"), (-0.004, 2, "0.00"), (-2.345, 2, "-2.35"), (7.0, 0, "7"), (0.05, 3, "0.050"),
        (Double.nan, 2, "0"), (Double.infinity, 1, "0"),
    ])
    func numbersAreLocaleFreeWithoutExponent(value: Double, decimals: Int, expected: String) {
        #expect(SVGText.number(value, decimals: decimals) == expected)
    }

    @Test func coordinatesDropTrailingZeros() {
        #expect(SVGText.coordinate(12.5) == "12.5")
        #expect(SVGText.coordinate(40) == "40")
        #expect(SVGText.coordinate(1e-9) == "0")
        #expect(SVGText.coordinate(-0.004) == "0")
        #expect(SVGText.coordinate(-3.10) == "-3.1")
        #expect(SVGText.coordinate(.nan) == "0")
    }
}
