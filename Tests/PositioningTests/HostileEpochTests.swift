import NMEA
import TestSupport
import Testing
@testable import Positioning

/// Regressions found by `scripts/hostile-nmea` in fix assembly and output.
@Suite(.attacks("absurd-fixes")) struct HostileEpochTests {
    /// A leap second (`235960`) was printed as `24:00:00`, an impossible ISO 8601 time.
    @Test func aLeapSecondIsPrintedAs235960() {
        let date = CivilDate(year: 2016, month: 12, day: 31)
        #expect(FixTime(date: date, millisecondOfDay: 86_400_000).iso8601 == "2016-12-31T23:59:60.000Z")
        #expect(FixTime(date: nil, millisecondOfDay: 86_400_999).iso8601 == "23:59:60.999")
        #expect(FixTime(date: nil, millisecondOfDay: 86_399_999).iso8601 == "23:59:59.999")
        let (_, fixes) = EpochAssemblerTests.run(["GPGGA,235960.50,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,"])
        #expect(fixes.map { $0.time?.iso8601 } == ["23:59:60.500"])
    }

    /// Negative DOPs reached the fix (and the JSON output) unchanged.
    @Test func negativeDOPsNeverReachAFix() {
        let (_, fixes) = EpochAssemblerTests.run([
            "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,-0.9,545.4,M,46.9,M,-2,",
            "GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,-1.8,-0.9,-1.5",
        ])
        #expect(fixes.count == 1)
        #expect(fixes.allSatisfy { $0.hdop == nil && $0.vdop == nil && $0.pdop == nil && $0.dgpsAge == nil })
        #expect(fixes.first?.hasPosition == true)
    }
}
