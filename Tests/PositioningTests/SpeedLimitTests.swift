import Testing
import Positioning

/// `SpeedLimit(parsing:)`: a positive number of metres per second, or none.
@Suite struct SpeedLimitTests {
    @Test func parsesPositiveNumbersAndNone() {
        #expect(SpeedLimit(parsing: "2") == .walking)
        #expect(SpeedLimit(parsing: "0.5")?.metersPerSecond == 0.5)
        #expect(SpeedLimit(parsing: "none") == SpeedLimit(metersPerSecond: nil))
        #expect(SpeedLimit(parsing: "NONE") == SpeedLimit(metersPerSecond: nil))
    }

    @Test(arguments: ["0", "-1", "inf", "nan", "", "fast", "2 m/s"])
    func refuses(text: String) {
        #expect(SpeedLimit(parsing: text) == nil)
    }
}
