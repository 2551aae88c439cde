import NMEA
import Testing
import UBX
@testable import Positioning

/// UBX epochs through ``GNSSPipeline``, written with ``UBXWriter``: what each message
/// gives the ``Fix``, and the epoch rule.
@Suite struct UBXEpochAssemblerTests {
    /// Fixes and errors of `bytes` through a pipeline, fed in chunks of `chunk` bytes.
    static func run(_ bytes: [UInt8], chunk: Int = 1 << 20) -> (fixes: [Fix], errors: [GNSSError]) {
        var pipeline = GNSSPipeline()
        var fixes: [Fix] = [], errors: [GNSSError] = []
        var index = 0
        while index < bytes.count {
            pipeline.feed(bytes[index..<min(index + chunk, bytes.count)])
            pipeline.drain(onUpdate: { fixes.append($0.fix) }, onError: { errors.append($0) })
            index += chunk
        }
        pipeline.finish(onUpdate: { fixes.append($0.fix) }, onError: { errors.append($0) })
        return (fixes, errors)
    }

    static func pvt(iTOW: UInt32 = 396_000_000, second: UInt8 = 0, fixType: UInt8 = 3, flags: UInt8 = 0x01,
                    valid: UInt8 = 0x07, lat: Int32 = 481_173_000, lon: Int32 = 115_166_667) -> NAVPVT {
        NAVPVT(iTOW: iTOW, year: 2024, month: 3, day: 15, hour: 14, minute: 30, second: second, valid: valid,
               nano: -1_000_400, fixType: fixType, flags: flags, numSV: 11, lon: lon, lat: lat, height: 592_300,
               hMSL: 545_400, hAcc: 1_800, vAcc: 3_100, velN: 1_000, velE: -1_000, velD: 250, gSpeed: 1_414,
               headMot: 31_500_000, pDOP: 180)
    }

    static func frames(_ messages: UBXMessage...) -> [UInt8] {
        messages.flatMap { UBXWriter.frame($0)! }
    }

    @Test(arguments: [1, 5, 1 << 20])
    func navPVTEpochBecomesOneFix(chunk: Int) throws {
        let bytes = Self.frames(
            .navPVT(Self.pvt()),
            .navDOP(NAVDOP(iTOW: 396_000_000, pDOP: 180, vDOP: 150, hDOP: 95)),
            .navCOV(NAVCOV(iTOW: 396_000_000, positionCovariance: (nn: 4, ne: 0, nd: 0, ee: 1, ed: 0, dd: 9))),
            .navEOE(NAVEOE(iTOW: 396_000_000)))
        let (fixes, errors) = Self.run(bytes, chunk: chunk)
        #expect(errors.isEmpty)
        let fix = try #require(fixes.count == 1 ? fixes.first : nil)
        #expect(fix.latitude == 48.1173 && fix.longitude == 11.5166667)
        #expect(fix.altitudeMSL == 545.4 && fix.geoidSeparation == 46.9 && fix.geoidSeparationSource == .receiver)
        #expect(fix.mode == .threeD && fix.quality == .autonomous && fix.satellitesUsed == 11)
        #expect(fix.reportedAccuracy == ReportedAccuracy(origin: .ublox, horizontal: 1.8, vertical: 3.1))
        #expect(fix.hdop == 0.95 && fix.vdop == 1.5 && fix.pdop == 1.8)
        #expect(fix.speed == 1.414 && fix.course == 315 && fix.climb == -0.25)
        // 14:30:00 less 1.0004 ms: 14:29:59.999 to the nearest millisecond.
        #expect(fix.time?.iso8601 == "2024-03-15T14:29:59.999Z")
        let ellipse = try #require(fix.errorEllipse)
        #expect(ellipse.semiMajor == 2 && ellipse.semiMinor == 1 && ellipse.orientation == 0 && ellipse.altitudeSigma == 3)
    }

    @Test func navSATGivesEachSatelliteWithItsSignalAndDirection() throws {
        var payload = [UInt8](repeating: 0, count: 8 + 24)
        (payload[0], payload[1], payload[2], payload[3]) = (0x00, 0x7B, 0x9A, 0x17) // iTOW 396,000,000 (0x179A7B00)
        payload[5] = 2
        // GPS 12: 41 dB-Hz, elevation 67°, azimuth 301° (0x012D), used.
        payload.replaceSubrange(8..<17, with: [0, 12, 41, 67, 0x2D, 0x01, 0, 0, 0x0F])
        // GLONASS 3: not tracked, direction unknown (elevation -91).
        payload.replaceSubrange(20..<29, with: [6, 3, 0, UInt8(bitPattern: -91), 0, 0, 0, 0, 0x01])
        let bytes = Self.frames(.navPVT(Self.pvt())) + UBXWriter.frame(.navSAT, payload: payload)
            + Self.frames(.navEOE(NAVEOE(iTOW: 396_000_000)))
        let (fixes, errors) = Self.run(bytes)
        #expect(errors.isEmpty)
        let fix = try #require(fixes.first)
        #expect(fix.satellites == [
            SkySatellite(constellation: .gps, svid: 12, elevation: 67, azimuth: 301, snr: 41, used: true),
            SkySatellite(constellation: .glonass, svid: 3, elevation: nil, azimuth: nil, snr: nil, used: false),
        ])
        #expect(fix.satellitesInView == 2 && fix.satellitesUsed == 11, "the used count is the solution's numSV")
        #expect(fix.inViewByConstellation[.glonass] == 1 && fix.usedByConstellation[.gps] == 1)
    }

    @Test func covarianceEllipseIsRotatedFromNorth() throws {
        // Variance 5 along the north-east diagonal, 1 across it: NN = EE = 3, NE = 2.
        let ellipse = ErrorEllipse(covariance: NAVCOV(iTOW: 0, positionCovariance: (3, 2, 0, 3, 0, 1)))
        #expect(abs((ellipse.semiMajor ?? 0) - 5.0.squareRoot()) < 1e-9 && abs((ellipse.semiMinor ?? 0) - 1) < 1e-9)
        #expect(abs((ellipse.orientation ?? 0) - 45) < 1e-9)
        let across = ErrorEllipse(covariance: NAVCOV(iTOW: 0, positionCovariance: (3, -2, 0, 3, 0, 1)))
        #expect(abs((across.orientation ?? 0) - 135) < 1e-9)
    }

    @Test func withoutEOEANewITOWEndsTheEpochAndLateMessagesAfterEOEAreDropped() {
        let first = Self.pvt(iTOW: 1000), second = Self.pvt(iTOW: 2000, second: 1)
        let withoutEOE = Self.run(Self.frames(.navPVT(first), .navPVT(second))).fixes
        #expect(withoutEOE.map { $0.time?.iso8601 } == ["2024-03-15T14:29:59.999Z", "2024-03-15T14:30:00.999Z"])
        let late = Self.run(Self.frames(.navPVT(first), .navEOE(NAVEOE(iTOW: 1000)),
                                        .navDOP(NAVDOP(iTOW: 1000, pDOP: 1, vDOP: 1, hDOP: 1)))).fixes
        #expect(late.count == 1 && late.first?.hdop == nil)
    }

    @Test(arguments: [(UInt8(3), UInt8(0x00)), (0, 0x01)])
    func noGNSSFixOKMeansNoPosition(fixType: UInt8, flags: UInt8) throws {
        let fix = try #require(Self.run(Self.frames(.navPVT(Self.pvt(fixType: fixType, flags: flags)))).fixes.first)
        #expect(fix.mode == .noFix && fix.latitude == nil && fix.reportedAccuracy == nil && !fix.hasPosition)
        #expect(fix.time != nil)
    }

    @Test(arguments: [
        (UInt8(2), UInt8(0x01), FixMode.twoD, FixQuality.autonomous),
        (3, 0x03, .threeD, .differential), (3, 0x43, .threeD, .rtkFloat), (3, 0x83, .threeD, .rtkFixed),
        (1, 0x01, .threeD, .deadReckoning), (4, 0x01, .threeD, .autonomous), (5, 0x01, .threeD, .manual),
    ])
    func fixTypeAndFlagsGiveModeAndQuality(fixType: UInt8, flags: UInt8, mode: FixMode, quality: FixQuality) throws {
        let fix = try #require(Self.run(Self.frames(.navPVT(Self.pvt(fixType: fixType, flags: flags)))).fixes.first)
        #expect(fix.mode == mode && fix.quality == quality)
    }

    @Test func timeOnlyWhenTheReceiverMarksItValid() throws {
        let fix = try #require(Self.run(Self.frames(.navPVT(Self.pvt(valid: 0x01)))).fixes.first)
        #expect(fix.time == nil && fix.hasPosition)
        // GPS week and time of week, less valid leap seconds, when NAV-PVT's own are not valid.
        let gps = NAVTIMEGPS(iTOW: 396_000_000, week: 2305, leapS: 18, valid: 0x07)
        let timed = try #require(Self.run(Self.frames(.navTIMEGPS(gps), .navPVT(Self.pvt(valid: 0)))).fixes.first)
        // Week 2305 is 2024-03-10 (a Sunday); 396,000 s later is Thursday 14:00:00 GPS, 13:59:42 UTC.
        #expect(timed.time?.iso8601 == "2024-03-14T13:59:42.000Z")
    }

    @Test func navPOSLLHIsPreferredToNavPVTsPositionAndInvalidLlhIsIgnored() throws {
        var pvt = Self.pvt()
        pvt.flags3 = 0x01  // invalidLlh
        let posllh = NAVPOSLLH(iTOW: 396_000_000, lon: 10, lat: 470_000_000, height: 500_000, hMSL: 450_000,
                               hAcc: 900, vAcc: 1_200)
        let fix = try #require(Self.run(Self.frames(.navPVT(pvt), .navPOSLLH(posllh))).fixes.first)
        #expect(fix.latitude == 47 && fix.longitude == 0.000001 && fix.altitudeMSL == 450)
        #expect(fix.reportedAccuracy?.horizontal == 0.9)
        let alone = try #require(Self.run(Self.frames(.navPVT(pvt))).fixes.first)
        #expect(alone.mode == .noFix && alone.latitude == nil)
    }

    /// One NMEA epoch (GGA, RMC) at 14:30:`second` on 2024-03-15.
    static func nmea(second: Int) -> [UInt8] {
        let time = "1430\(second < 10 ? "0" : "")\(second).00"
        return GNSSReaderTests.sentence("GPGGA,\(time),4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,")
            + GNSSReaderTests.sentence("GPRMC,\(time),A,4807.0380,N,01131.0000,E,0.0,0.0,150324,,,A")
    }

    @Test func onceUBXGivesASolutionNMEAFixesStop() {
        var bytes = Self.nmea(second: 0) + Self.nmea(second: 1)
        for second in 2..<5 {
            bytes += Self.nmea(second: second)
            let pvt = Self.pvt(iTOW: 396_000_000 + UInt32(second) * 1000, second: UInt8(second), valid: 0x03)
            bytes += Self.frames(.navPVT(pvt), .navEOE(NAVEOE(iTOW: pvt.iTOW)))
        }
        let fixes = Self.run(bytes).fixes
        // NMEA's epochs up to the first NAV-PVT (its 14:30:02 RMC came first), then UBX
        // only (NAV-PVT's times are 1 ms before the second: nano is -1.0004 ms).
        #expect(fixes.compactMap { $0.time?.iso8601 } == [
            "2024-03-15T14:30:00.000Z", "2024-03-15T14:30:01.000Z", "2024-03-15T14:30:02.000Z",
            "2024-03-15T14:30:01.999Z", "2024-03-15T14:30:02.999Z", "2024-03-15T14:30:03.999Z",
        ])
        #expect(fixes.map { $0.reportedAccuracy != nil } == [false, false, false, true, true, true])
    }

    @Test func navSTATUSBesideNMEAGivesNoFixOfItsOwn() {
        var bytes: [UInt8] = []
        for second in 0..<3 {
            bytes += Self.nmea(second: second)
            var status = [UInt8](repeating: 0, count: 16)
            status[0] = UInt8(second)
            status[4] = 3
            status[5] = 0x0D
            bytes += UBXWriter.frame(.navSTATUS, payload: status)
        }
        let fixes = Self.run(bytes).fixes
        #expect(fixes.count == 3 && fixes.allSatisfy { $0.hasPosition && $0.reportedAccuracy == nil })
    }
}
