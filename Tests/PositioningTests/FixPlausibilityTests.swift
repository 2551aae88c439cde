import NMEA
import TestSupport
import Testing
import TextEncoding
import UBX
@testable import Positioning

/// Absurd fixes never pass the gate: each case a hostile receiver (or a broken one) sent,
/// through the whole pipeline, refused as implausible with its reason; the same epochs with
/// plausible figures are allowed.
@Suite(.attacks("absurd-fixes")) struct FixPlausibilityTests {
    static let rmc = "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A"
    static func gga(satellites: String = "08", hdop: String = "0.9", altitude: String = "545.4", latitude: String = "4807.0380") -> String {
        "GPGGA,120000.00,\(latitude),N,01131.0000,E,1,\(satellites),\(hdop),\(altitude),M,46.9,M,,"
    }

    /// The verdict of the one epoch these sentences make.
    static func verdict(_ bodies: [String]) throws -> CaptureVerdict {
        let fix = try #require(EpochAssemblerTests.run(bodies).fixes.first)
        return AccuracyEngine().assess(fix, age: 0).verdict
    }

    static func reason(_ verdict: CaptureVerdict) -> String? {
        guard case let .refused(.implausible(implausibility)) = verdict else { return nil }
        var text = TextBuffer(capacity: 80)
        implausibility.write(to: &text)
        return text.text
    }

    @Test func aPlausibleEpochIsAllowed() throws {
        #expect(try Self.verdict([Self.gga(), Self.rmc]) == .allowed)
    }

    @Test(arguments: [
        // HDOP no geometry gives: accuracy 0.0 m from the DOP model.
        ([gga(hdop: ".0000000000000001"), rmc], "HDOP 0.0 < 0.2"),
        // A fix from no satellites.
        ([gga(satellites: "00", hdop: "0.5"), rmc], "3D fix from 0 satellites"),
        // An altitude of -99,999,999 m.
        ([gga(altitude: "-99999999"), rmc], "altitude -99999999.0 m"),
        // Sigmas of 0.1 mm: an accuracy of 0.0 m "from the receiver".
        ([gga(), rmc, "GPGST,120000.00,0.1,0.0001,0.0001,0,0.0001,0.0001,0.0002"], "accuracy 0.000 m < 0.005 m"),
        // RMC says the data is not valid, GGA says it has a fix.
        ([gga(), "GPRMC,120000.00,V,4807.0380,N,01131.0000,E,0.0,,150324,,,A"], "a sentence of the epoch says it is not valid"),
        // GGA and RMC 1,000 km apart in one epoch.
        ([gga(latitude: "5707.0380"), rmc], "the epoch's positions 100"),
        // 23:59:60 on the 15th of March, a day without a leap second.
        (["GPGGA,235960.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
          "GPRMC,235960.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A"], "second 60 on a day without a leap second"),
    ] as [([String], String)])
    func absurdEpochsAreRefusedWithTheirReason(bodies: [String], reason: String) throws {
        let given = Self.reason(try Self.verdict(bodies))
        #expect(given?.hasPrefix(reason) == true, "\(given ?? "allowed")")
    }

    @Test func theLeapSecondOfADayThatTakesOneIsAllowed() throws {
        let verdict = try Self.verdict([
            "GPGGA,235960.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPRMC,235960.00,A,4807.0380,N,01131.0000,E,0.0,,311216,,,A",
        ])
        #expect(verdict == .allowed)
    }

    @Test func absurdUBXSolutionsAreRefused() throws {
        // hAcc 1 mm from no satellites, PDOP 0: refused for its satellites.
        var pvt = UBXEpochAssemblerTests.pvt()
        (pvt.hAcc, pvt.numSV, pvt.pDOP) = (1, 0, 0)
        var fixes = UBXEpochAssemblerTests.run(UBXEpochAssemblerTests.frames(.navPVT(pvt), .navEOE(NAVEOE(iTOW: pvt.iTOW)))).fixes
        var verdict = AccuracyEngine().assess(try #require(fixes.first), age: 0).verdict
        #expect(Self.reason(verdict) == "3D fix from 0 satellites")
        // hAcc 1 mm from eleven satellites: finer than any receiver measures.
        pvt = UBXEpochAssemblerTests.pvt()
        pvt.hAcc = 1
        fixes = UBXEpochAssemblerTests.run(UBXEpochAssemblerTests.frames(.navPVT(pvt), .navEOE(NAVEOE(iTOW: pvt.iTOW)))).fixes
        verdict = AccuracyEngine().assess(try #require(fixes.first), age: 0).verdict
        #expect(Self.reason(verdict)?.hasPrefix("accuracy 0.00") == true)
        // A negative ground speed is no speed: it can no longer slip under the motion gate.
        pvt = UBXEpochAssemblerTests.pvt()
        pvt.gSpeed = -5000
        fixes = UBXEpochAssemblerTests.run(UBXEpochAssemblerTests.frames(.navPVT(pvt), .navEOE(NAVEOE(iTOW: pvt.iTOW)))).fixes
        let fix = try #require(fixes.first)
        #expect(fix.speed == nil)
        let engine = AccuracyEngine(policy: CapturePolicy(maximumSpeed: 2))
        #expect(engine.assess(fix, age: 0).verdict == .allowed)
    }

    @Test func aNegativeSpeedOrOneBeyondTheExportLimitIsImplausible() {
        var fix = Fix(time: nil, latitude: 48, longitude: 11, altitudeMSL: 500, mode: .threeD, quality: .autonomous,
                      satellitesUsed: 9, hdop: 0.9)
        for (speed, plausible) in [(-5.0, false), (0.0, true), (514.0, true), (600.0, false), (.nan, false)] {
            fix.speed = speed
            #expect((FixPlausibility.check(fix, horizontalAccuracy: nil) == nil) == plausible, "\(speed)")
        }
    }
}
