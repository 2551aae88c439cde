import Positioning
import Testing

@testable import GPSD

@Suite struct GPSDEpochMergerTests {
    private func time(_ second: Int) -> FixTime {
        FixTime(date: CivilDate(year: 2022, month: 3, day: 9), millisecondOfDay: (15 * 3600 + 60 + second) * 1000)
    }

    private func tpv(_ second: Int?, latitude: Double = 51.07, mode: FixMode = .threeD) -> GPSDMessage {
        .tpv(Fix(time: second.map(time), latitude: latitude, longitude: 7.0, mode: mode, quality: .autonomous))
    }

    private func gst(_ second: Int, sigma: Double) -> GPSDMessage {
        .gst(time: time(second), ellipse: ErrorEllipse(latitudeSigma: sigma, longitudeSigma: sigma))
    }

    /// A SKY with DOPs and twelve GPS satellites, the first `used` of them used.
    private func sky(hdop: Double, used: Int) -> GPSDMessage {
        let list = (1...12).map { SkySatellite(constellation: .gps, svid: $0, snr: Double(30 + $0), used: $0 <= used) }
        return .sky(GPSDSky(dops: .init(hdop: hdop, vdop: 1.5, pdop: 1.8), satellites: .init(used: used, inView: 12, list: list)))
    }

    /// A SKY as gpsd sends it for a receiver without GSV: DOPs, no satellite list.
    private func dopsOnly(hdop: Double, time second: Int? = nil) -> GPSDMessage {
        .sky(GPSDSky(time: second.map(time), dops: .init(hdop: hdop, vdop: nil, pdop: nil)))
    }

    @Test func gstAfterItsTPVJoinsIt() {
        var merger = GPSDEpochMerger()
        #expect(merger.receive(tpv(19)) == nil)
        #expect(merger.receive(gst(19, sigma: 6.8)) == nil)
        let first = merger.receive(tpv(20))
        #expect(first?.time == time(19))
        #expect(first?.errorEllipse?.latitudeSigma == 6.8)
        #expect(merger.flush()?.errorEllipse == nil)
    }

    @Test func gstBeforeItsTPVJoinsIt() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(tpv(19))
        _ = merger.receive(gst(19, sigma: 0.7))
        _ = merger.receive(gst(20, sigma: 0.69))
        let first = merger.receive(tpv(20))
        #expect(first?.errorEllipse?.latitudeSigma == 0.7)
        #expect(merger.flush()?.errorEllipse?.latitudeSigma == 0.69)
    }

    @Test func skyBeforeATPVGoesWithIt() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(sky(hdop: 1.1, used: 8))
        _ = merger.receive(tpv(19))
        _ = merger.receive(sky(hdop: 0.9, used: 10))
        let first = merger.receive(tpv(20))
        #expect(first?.hdop == 1.1)
        #expect(first?.satellitesUsed == 8)
        let second = merger.flush()
        #expect(second?.hdop == 0.9)
        #expect(second?.satellitesUsed == 10)
    }

    @Test func firstSkyAfterATPVWithoutDOPsFillsIt() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(tpv(19))
        _ = merger.receive(sky(hdop: 0.95, used: 12))
        _ = merger.receive(sky(hdop: 0.93, used: 8))
        #expect(merger.receive(tpv(20))?.hdop == 0.95)
        #expect(merger.flush()?.hdop == 0.93)
    }

    @Test func skyWithDOPsAndNoSatellitesGivesTheDOPsAndKeepsTheCounts() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(sky(hdop: 2.56, used: 7))
        _ = merger.receive(tpv(19))
        _ = merger.receive(dopsOnly(hdop: 4.54))
        let first = merger.receive(tpv(20))
        #expect(first?.hdop == 2.56)
        let second = merger.flush()
        #expect(second?.hdop == 4.54)
        #expect(second?.vdop == nil)
        #expect(second?.satellitesUsed == 7)
        #expect(second?.satellites.filter(\.used).count == 7 && second?.satellites.count == 12)
    }

    @Test func receiverWithoutGSVGetsDOPsOnEveryFix() {
        var merger = GPSDEpochMerger()
        var fixes: [Fix] = []
        for second in 0..<5 {
            _ = merger.receive(dopsOnly(hdop: 1.0 + Double(second) / 10))
            if let fix = merger.receive(tpv(second)) { fixes.append(fix) }
        }
        if let fix = merger.flush() { fixes.append(fix) }
        #expect(fixes.map(\.hdop) == [1.0, 1.1, 1.2, 1.3, 1.4])
        #expect(fixes.allSatisfy { $0.satellitesUsed == nil })
    }

    @Test func skyOfTheHeldTPVsTimeReplacesAnOlderOne() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(dopsOnly(hdop: 1.2))
        _ = merger.receive(tpv(19))
        _ = merger.receive(dopsOnly(hdop: 3.3, time: 19))
        #expect(merger.flush()?.hdop == 3.3)
    }

    @Test func repeatedTPVsOfOneEpochMakeOneFix() {
        var merger = GPSDEpochMerger()
        #expect(merger.receive(tpv(19, mode: .twoD)) == nil)
        _ = merger.receive(sky(hdop: 0.95, used: 12))
        #expect(merger.receive(tpv(19, mode: .threeD)) == nil)
        let fix = merger.flush()
        #expect(fix?.mode == .threeD)
        #expect(fix?.hdop == 0.95)
        #expect(fix?.satellites.map(\.svid) == Array(1...12) && fix?.satellites.first?.snr == 31)
        #expect(merger.flush() == nil)
    }

    @Test func aTPVOfAnEpochAlreadyGivenIsDropped() {
        // The line went quiet mid-epoch and the epoch was given: gpsd's later TPV of the same
        // time must not give it again.
        var merger = GPSDEpochMerger()
        _ = merger.receive(tpv(20, mode: .twoD))
        #expect(merger.flush()?.mode == .twoD)
        #expect(merger.receive(tpv(20, mode: .threeD)) == nil)
        #expect(merger.flush() == nil)
        #expect(merger.receive(tpv(21)) == nil)
        #expect(merger.receive(tpv(22))?.time == time(21))
    }

    @Test func untimedTPVsAreFixesOfTheirOwn() {
        var merger = GPSDEpochMerger()
        _ = merger.receive(tpv(nil, mode: .noFix))
        #expect(merger.receive(tpv(nil, mode: .noFix)) == nil)
        let untimed = merger.receive(tpv(6))
        #expect(untimed?.time == nil)
        #expect(untimed?.mode == .noFix)
    }

    @Test(arguments: [
        (0, FixMode.threeD, FixQuality.autonomous), (0, .noFix, .invalid), (1, .twoD, .autonomous),
        (2, .threeD, .differential), (3, .threeD, .rtkFixed), (4, .threeD, .rtkFloat),
        (5, .twoD, .deadReckoning), (8, .noFix, .simulated), (9, .threeD, .pps),
    ])
    func statusMapsToQuality(status: Int, mode: FixMode, quality: FixQuality) {
        #expect(GPSDMessage.quality(status: status, mode: mode) == quality)
    }

    @Test func unixTimeBecomesUTCDateAndTimeOfDay() {
        // 2035-09-19T13:15:19.250Z, as gpsd reports isync.log after its week-rollover fix.
        let time = GPSDMessage.fixTime(seconds: 2_073_820_519, nanoseconds: 250_000_000)
        #expect(time.date == CivilDate(year: 2035, month: 9, day: 19))
        #expect(time.iso8601 == "2035-09-19T13:15:19.250Z")
    }
}
