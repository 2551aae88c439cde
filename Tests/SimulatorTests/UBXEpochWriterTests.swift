import Positioning
import Testing
import UBX
@testable import Simulator

/// `UBXEpochWriter`: simulated epochs written as UBX and read back through `GNSSPipeline`
/// give the simulated fixes (the writer → reader → `Fix` round trip).
@Suite struct UBXEpochWriterTests {
    @Test(arguments: Scenario.allCases)
    func ubxRoundTripGivesTheSimulatedFix(scenario: Scenario) throws {
        let epochs = Array(ReceiverSimulator(SimulationSettings(scenario: scenario, seed: 5, duration: 40)))
        let writer = UBXEpochWriter()
        var pipeline = GNSSPipeline()
        var fixes: [Fix] = []
        var errors: [GNSSError] = []
        for epoch in epochs {
            pipeline.feed(writer.bytes(for: epoch))
            pipeline.drain(onUpdate: { fixes.append($0.fix) }, onError: { errors.append($0) })
        }
        pipeline.finish(onUpdate: { fixes.append($0.fix) }, onError: { errors.append($0) })
        #expect(errors.isEmpty)
        try #require(fixes.count == epochs.count)
        for (fix, epoch) in zip(fixes, epochs) {
            let want = epoch.fix
            #expect(fix.time == epoch.time)
            #expect(fix.hasPosition == want.hasPosition, "\(want)")
            #expect(fix.quality == (want.hasPosition ? want.quality : .invalid))
            guard want.hasPosition, let lat = fix.latitude, let lon = fix.longitude else { continue }
            #expect(abs(lat - want.latitude!) <= 0.6e-7 && abs(lon - want.longitude!) <= 0.6e-7)
            #expect(abs((fix.altitudeMSL ?? 0) - (want.altitudeMSL ?? 0)) <= 0.0006)
            #expect(fix.hdop == want.hdop && fix.pdop == want.pdop)
            if let major = want.errorEllipse?.semiMajor, let minor = want.errorEllipse?.semiMinor {
                let ellipse = try #require(fix.errorEllipse)
                #expect(abs(ellipse.semiMajor! - major) < 1e-3 * max(major, 1))
                #expect(abs(ellipse.semiMinor! - minor) < 1e-3 * max(major, 1))
                let horizontal = try #require(fix.reportedAccuracy?.horizontal)
                #expect(abs(horizontal - (major * major + minor * minor).squareRoot()) <= 0.0006)
            }
        }
    }

    @Test func timeOfWeekCountsFromSundayInGPSTime() {
        // 2024-06-01 is a Saturday: 6 days, 10 h and 18 leap seconds into GPS week 2316.
        let time = FixTime(date: CivilDate(year: 2024, month: 6, day: 1), millisecondOfDay: 36_000_000)
        #expect(UBXEpochWriter().timeOfWeek(time) == UInt32((6 * 86_400 + 36_000 + 18) * 1000))
    }
}
