import Foundation
import NMEA
import Output
import Testing
@testable import Positioning

/// The satellites in view of an epoch: each with its signal level and whether it was used,
/// numbered within its system whatever numbering the receiver used.
@Suite struct SkySatelliteTests {
    @Test func gsvAndGsaGiveEachSatelliteItsSignalAndUse() throws {
        let fix = try #require(EpochAssemblerTests.run([
            "GNGGA,120000.00,4807.0380,N,01131.0000,E,1,05,0.9,545.4,M,46.9,M,,",
            "GNGSA,A,3,04,05,09,,,,,,,,,,1.8,0.9,1.5,1",
            "GNGSA,A,3,65,72,,,,,,,,,,,1.8,0.9,1.5,2",
            // NMEA 4.11: satellite 04 again on a second signal, stronger there; 12 untracked.
            "GPGSV,1,1,04,04,40,083,46,05,12,150,40,09,58,200,44,12,22,310,,1",
            "GPGSV,1,1,01,04,40,083,49,8",
            "GLGSV,1,1,03,65,40,083,36,66,12,150,30,72,58,200,41",
            "GNRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
        ]).fixes.last)
        let sky = fix.satellites
        #expect(sky.count == 7)
        #expect(sky.filter(\.used).count == 5)
        #expect(sky.first { $0.constellation == .gps && $0.svid == 4 } == SkySatellite(
            constellation: .gps, svid: 4, elevation: 40, azimuth: 83, snr: 49, used: true))
        #expect(sky.first { $0.svid == 12 }?.snr == nil)
        #expect(sky.first { $0.svid == 12 }?.used == false)
        // GLONASS 65-96 are slots 1-32.
        #expect(sky.filter { $0.constellation == .glonass }.map(\.svid) == [1, 2, 8])
        #expect(sky.filter { $0.constellation == .glonass && $0.used }.map(\.svid) == [1, 8])
    }

    @Test func aNewBurstReplacesTheSatellites() throws {
        let fixes = EpochAssemblerTests.run([
            "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,02,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,3,04,05,,,,,,,,,,,1.8,0.9,1.5",
            "GPGSV,1,1,02,04,40,083,46,05,12,150,40",
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
            "GPGGA,120001.00,4807.0380,N,01131.0000,E,1,01,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,3,05,,,,,,,,,,,,1.8,0.9,1.5",
            "GPGSV,1,1,01,05,12,150,42",
            "GPRMC,120001.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
        ]).fixes
        #expect(fixes.count == 2)
        #expect(fixes.first?.satellites.map(\.svid) == [4, 5])
        #expect(fixes.last?.satellites == [SkySatellite(constellation: .gps, svid: 5, elevation: 12, azimuth: 150, snr: 42, used: true)])
    }

    @Test func aGSABurstAloneRemarksTheSatellitesOfLaterFixesOnly() throws {
        let fixes = EpochAssemblerTests.run([
            "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,02,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,3,04,05,,,,,,,,,,,1.8,0.9,1.5",
            // Satellite 300 is past what the bits hold: it is found by a search.
            "GPGSV,1,1,03,04,40,083,46,05,12,150,40,300,10,020,30",
            "GPGSV,1,1,02,300,10,020,33,05,12,150,38,8",
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
            "GPGGA,120001.00,4807.0380,N,01131.0000,E,1,01,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,3,300,,,,,,,,,,,,1.8,0.9,1.5",
            "GPRMC,120001.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
        ]).fixes
        try #require(fixes.count == 2)
        #expect(fixes[0].satellites.map(\.svid) == [4, 5, 300])
        #expect(fixes[0].satellites.map(\.snr) == [46, 40, 33], "the strongest signal of each")
        #expect(fixes[0].satellites.map(\.used) == [true, true, false], "the first fix keeps its flags")
        #expect(fixes[1].satellites.map(\.svid) == [4, 5, 300], "no GSV: the satellites in view stay")
        #expect(fixes[1].satellites.map(\.used) == [false, false, true])
    }

    @Test func decimalSignalLevelsKeepTheirTenths() throws {
        // gpsd keeps `ss` as a real number: 24.5 dB-Hz stays 24.5, through the fix, SKY and
        // a written GSV alike.
        let gsv = "GPGSV,1,1,03,04,40,083,24.5,05,12,150,29.0,09,58,200,41"
        let fix = try #require(EpochAssemblerTests.run([
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A", gsv,
        ]).fixes.first)
        #expect(fix.satellites.map(\.snr) == [24.5, 29, 41])
        #expect(SKYEncoder.encode(fix).contains(#""ss":24.5"#))
        #expect(SKYEncoder.encode(fix).contains(#""ss":41.0"#))
        guard case let .gsv(parsed) = EpochAssemblerTests.sentence(gsv) else { Issue.record("not a GSV"); return }
        #expect(parsed.satellites.map(\.snrTenths) == [245, 290, 410])
        #expect(Sentence.gsv(parsed).encoded().contains(",083,24.5,05,12,150,29,09,58,200,41"))
    }

    @Test func moreSatellitesThanTheTallyHoldsInPlaceKeepTheirOrderAndSignals() throws {
        // 90 Galileo satellites, numbered 1 to 90, four a sentence;
        // then number 80 (past what is held in place) again, stronger, and 3, weaker.
        let numbers = Array(1...90)
        var lines = ["GAGGA,120000.00,4807.0380,N,01131.0000,E,1,02,0.9,545.4,M,46.9,M,,",
                     "GAGSA,A,3,03,80,,,,,,,,,,,1.8,0.9,1.5"]
        for start in stride(from: 0, to: numbers.count, by: 4) {
            let group = numbers[start..<min(start + 4, numbers.count)]
            lines.append("GAGSV,23,\(start / 4 + 1),90," + group.map { String(format: "%02d,10,020,30", $0) }.joined(separator: ","))
        }
        lines += ["GAGSV,1,1,90,80,10,020,45,03,10,020,20,8",
                  "GARMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A"]
        let fix = try #require(EpochAssemblerTests.run(lines).fixes.last)
        #expect(SatelliteTally.inlineCapacity < numbers.count, "the test reaches past the satellites held in place")
        #expect(fix.satellites.map(\.svid) == numbers)
        #expect(fix.satellites.filter(\.used).map(\.svid) == [3, 80])
        #expect(fix.satellites.filter { $0.snr != 30 }.map(\.svid) == [80], "the stronger signal of 80 only")
        #expect(fix.satellites.allSatisfy { $0.constellation == .galileo && $0.elevation == 10 && $0.azimuth == 20 })
    }

    @Test func aGSABurstThatNamesNoSatelliteLeavesNoneMarkedUsed() throws {
        let fixes = EpochAssemblerTests.run([
            "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,02,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,3,04,05,,,,,,,,,,,1.8,0.9,1.5",
            "GPGSV,1,1,02,04,40,083,46,05,12,150,40",
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
            // The fix is lost: GSA names no satellite, and no GSV follows.
            "GPGGA,120001.00,,,,,0,00,,,M,,M,,",
            "GPGSA,A,1,,,,,,,,,,,,,,,",
            "GPRMC,120001.00,V,,,,,,,150324,,,N",
        ]).fixes
        try #require(fixes.count == 2)
        #expect(fixes[0].satellites.map(\.used) == [true, true])
        #expect(fixes[1].satellites.map(\.svid) == [4, 5], "no GSV: the satellites in view stay")
        #expect(fixes[1].satellites.map(\.used) == [false, false])
        #expect(fixes[1].usedByConstellation.total == 0)
    }

    @Test func numbersOutsideTheirStorageAreClampedAndAbsentOnesStayAbsent() {
        var satellite = SkySatellite(constellation: .galileo, svid: 1 << 40, elevation: 500, azimuth: -5, snr: 7000, used: true)
        #expect(satellite.svid == Int(Int32.max) && satellite.elevation == 127 && satellite.azimuth == 0 && satellite.snr == 6553.5)
        satellite.svid = 36
        satellite.elevation = -90
        satellite.azimuth = 359
        satellite.snr = nil
        #expect(satellite == SkySatellite(constellation: .galileo, svid: 36, elevation: -90, azimuth: 359, used: true))
        #expect(satellite.snr == nil && SkySatellite(constellation: .gps, svid: 1).elevation == nil)
        #expect(MemoryLayout<SkySatellite>.stride == 16, "a fix carries dozens of them")
    }

    @Test func eachSharedRangeNumberIsTheNumberWithinItsSystemAndOthersStay() {
        let cases: [(Constellation, Int, Int)] = [
            (.sbas, 33, 120), (.sbas, 64, 151), (.sbas, 32, 32), (.sbas, 65, 65), (.sbas, 120, 120),
            (.glonass, 64, 64), (.glonass, 65, 1), (.glonass, 96, 32), (.glonass, 97, 97), (.glonass, 7, 7),
            (.qzss, 192, 192), (.qzss, 193, 1), (.qzss, 202, 10), (.qzss, 203, 203),
            (.beidou, 200, 200), (.beidou, 201, 1), (.beidou, 263, 63), (.beidou, 264, 264),
            (.beidou, 400, 400), (.beidou, 401, 1), (.beidou, 463, 63), (.beidou, 464, 464),
            (.galileo, 300, 300), (.galileo, 301, 1), (.galileo, 336, 36), (.galileo, 337, 337),
            (.gps, 65, 65), (.navic, 5, 5), (.unknown, 999, 999), (.glonass, -1, -1), (.sbas, Int.min, Int.min),
        ]
        for (constellation, nmea, svid) in cases {
            #expect(Constellation.svid(nmea: nmea, in: constellation) == svid, "\(constellation) \(nmea)")
        }
    }

    @Test func eachTalkerNamesItsConstellation() {
        let letters: [(String, Constellation?)] = [
            ("GP", .gps), ("GL", .glonass), ("GA", .galileo), ("GB", .beidou), ("BD", .beidou), ("GQ", .qzss),
            ("QZ", .qzss), ("GI", .navic), ("GN", nil), ("GX", nil), ("PG", nil), ("BP", nil), ("QP", nil), ("LG", nil),
        ]
        for (talker, constellation) in letters {
            #expect(Constellation(talker: Talker(talker)!) == constellation, "\(talker)")
        }
        #expect(Constellation(talker: .beidouLegacy) == .beidou && Constellation(talker: .gnss) == nil)
    }

    @Test func countsAddUpOverEveryConstellation() {
        var counts = ConstellationCounts()
        #expect(counts.total == 0 && counts.isEmpty)
        for (index, constellation) in Constellation.allCases.enumerated() { counts[constellation] = index + 1 }
        #expect(counts.total == 36)
        counts[.unknown] = 40_000
        #expect(counts[.unknown] == Int(Int16.max) && counts.total == 28 + Int(Int16.max), "each count is clamped")
    }

    @Test func satelliteSetTellsSystemsApartAndEmpties() {
        var set = SatelliteSet()
        let inserted = [set.insert(.gps, 5), set.insert(.glonass, 5), set.insert(.unknown, 255), set.insert(.gps, 0), set.insert(.gps, 5)]
        #expect(inserted == [true, true, true, true, false], "a second insert is not new")
        #expect(set.contains(.gps, 5) && set.contains(.glonass, 5) && !set.contains(.galileo, 5) && !set.contains(.gps, 6))
        #expect(SatelliteSet.holds(255) && !SatelliteSet.holds(256) && !SatelliteSet.holds(-1))
        set.removeAll()
        #expect(!set.contains(.gps, 5) && !set.contains(.unknown, 255))
    }
}
