@testable import Pictures
import Testing

@Suite struct NiceScaleTests {
    @Test(arguments: [
        (0.0, 23.4, 6, [0.0, 10, 20, 30]),
        (0.0, 23.4, 10, [0.0, 5, 10, 15, 20, 25]),
        (0.0, 25, 6, [0.0, 10, 20, 30]),
        (0.0, 0.37, 6, [0.0, 0.1, 0.2, 0.3, 0.4]),
        (-5.4, 5.4, 7, [-10.0, -5, 0, 5, 10]),
        (0.0, 149, 8, [0.0, 20, 40, 60, 80, 100, 120, 140, 160]),
    ])
    func ticksAreOneTwoOrFiveTimesAPowerOfTen(minimum: Double, maximum: Double, count: Int, expected: [Double]) {
        let scale = NiceScale(minimum: minimum, maximum: maximum, tickCount: count)
        #expect(scale.ticks.count == expected.count)
        for (tick, wanted) in zip(scale.ticks, expected) { #expect(abs(tick - wanted) < 1e-9) }
        #expect(scale.lower <= minimum && scale.upper >= maximum)
    }

    @Test func labelsShowEveryTickExactly() {
        let scale = NiceScale(minimum: 0, maximum: 0.37)
        #expect(scale.ticks.map(scale.label) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        let metres = NiceScale(minimum: 0, maximum: 23.4, tickCount: 10)
        #expect(metres.ticks.map(metres.label) == ["0", "5", "10", "15", "20", "25"])
    }

    @Test func emptyAndNonFiniteRangesStillGiveAnAxis() {
        let flat = NiceScale(minimum: 3, maximum: 3)
        #expect(flat.lower < 3 && flat.upper > 3 && flat.ticks.count >= 2)
        let broken = NiceScale(minimum: .nan, maximum: .infinity)
        #expect(broken.lower == 0 && broken.upper == 1)
    }
}
