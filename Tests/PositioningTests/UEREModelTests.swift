import Testing
import Positioning

/// The DOP model's range-error table: defaults, overrides, qualities without a UERE.
@Suite struct UEREModelTests {
    @Test func standardTable() {
        let table = UEREModel.standard
        #expect(table.rangeError(for: .autonomous) == 5.0)
        #expect(table.rangeError(for: .differential) == 1.5)
        #expect(table.rangeError(for: .pps) == 4.1)
        #expect(table.rangeError(for: .rtkFloat) == 0.5)
        #expect(table.rangeError(for: .rtkFixed) == 0.02)
    }

    @Test(arguments: [FixQuality.invalid, .deadReckoning, .manual, .simulated])
    func unmeasuredQualitiesHaveNone(quality: FixQuality) {
        #expect(UEREModel.standard.rangeError(for: quality) == nil)
    }

    @Test func overrideChangesTheDOPModel() throws {
        var table = UEREModel.standard
        table.autonomous = 2.0
        let fix = Fix(latitude: 1, longitude: 2, mode: .threeD, quality: .autonomous, hdop: 1.0, vdop: 2.0)
        let standard = try #require(AccuracyEngine().horizontalAccuracy(of: fix))
        let custom = try #require(AccuracyEngine(uere: table).horizontalAccuracy(of: fix))
        #expect(custom.source == .dopModel)
        #expect(abs(custom.meters / standard.meters - 2.0 / 5.0) < 1e-12)
        let vertical = try #require(AccuracyEngine(uere: table).verticalAccuracy(of: fix))
        #expect(abs(vertical.meters - 2.0 * 2.0 * Confidence.p68.normalQuantile) < 1e-12)
    }

    @Test func nonPositiveOrNaNOverrideIsUnknown() {
        var table = UEREModel.standard
        table.rtkFixed = 0
        table.rtkFloat = .nan
        #expect(table.rangeError(for: .rtkFixed) == nil)
        #expect(table.rangeError(for: .rtkFloat) == nil)
    }
}
