import NMEA
import Testing
@testable import Positioning

/// Epoch assembly: one fix per receiver epoch, emitted as soon as the learned cycle ends.
@Suite struct EpochAssemblerTests {
    /// A sentence from its body (between `$` and `*`), with its checksum computed.
    static func sentence(_ body: String) -> Sentence {
        let sum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        let hex = String(sum, radix: 16, uppercase: true)
        return try! Sentence(parsing: "$\(body)*\(hex.count == 1 ? "0" + hex : hex)")
    }

    /// Feeds bodies one by one; returns the fixes emitted after each.
    static func run(_ bodies: [String], finish: Bool = true) -> (perSentence: [[Fix]], fixes: [Fix]) {
        var assembler = EpochAssembler()
        var perSentence: [[Fix]] = []
        for body in bodies {
            var out: [Fix] = []
            assembler.consume(sentence(body)) { out.append($0) }
            perSentence.append(out)
        }
        var all = perSentence.flatMap { $0 }
        if finish { assembler.finish { all.append($0) } }
        return (perSentence, all)
    }

    static let cycle0 = [
        "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
        "GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,1.8,0.9,1.5",
        "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,1.944,84.4,150324,3.1,W,A",
    ]
    static let cycle1 = [
        "GPGGA,120001.00,4807.0390,N,01131.0000,E,1,08,0.9,546.4,M,46.9,M,,",
        "GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,1.8,0.9,1.5",
        "GPRMC,120001.00,A,4807.0390,N,01131.0000,E,1.944,84.4,150324,3.1,W,A",
    ]

    static let cycle2 = [
        "GPGGA,120002.00,4807.0400,N,01131.0000,E,1,08,0.9,547.4,M,46.9,M,,",
        "GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,1.8,0.9,1.5",
        "GPRMC,120002.00,A,4807.0400,N,01131.0000,E,1.944,84.4,150324,3.1,W,A",
    ]

    @Test func emitsAsSoonAsTheLearnedCycleEnds() {
        let (perSentence, fixes) = Self.run(
            Self.cycle0 + Self.cycle1 + Self.cycle2 + ["GPGGA,120003.00,4807.0410,N,01131.0000,E,1,08,0.9,548.4,M,46.9,M,,"],
            finish: false)
        // The first two epochs are emitted when the next begins: two cycles that ended
        // with RMC teach that it ends the cycle...
        #expect(perSentence[0...2].allSatisfy { $0.isEmpty })
        #expect(perSentence[3].count == 1 && perSentence[4].isEmpty && perSentence[5].isEmpty)
        #expect(perSentence[6].count == 1 && perSentence[7].isEmpty)
        // ...so the third is emitted at its RMC, and the next GGA emits nothing.
        #expect(perSentence[8].count == 1)
        #expect(perSentence[9].isEmpty)
        #expect(fixes.map { $0.time?.iso8601 } == [
            "2024-03-15T12:00:00.000Z", "2024-03-15T12:00:01.000Z", "2024-03-15T12:00:02.000Z",
        ])
    }

    @Test func mergesEveryFieldOfTheEpoch() throws {
        let fix = try #require(Self.run(Self.cycle0 + Self.cycle1).fixes.last)
        #expect(fix.mode == .threeD)
        #expect(fix.quality == .autonomous)
        #expect(abs(fix.latitude! - (48 + 7.039 / 60)) < 1e-12)
        #expect(fix.longitude == 11 + 31.0 / 60)
        #expect(fix.altitudeMSL == 546.4)
        #expect(fix.geoidSeparation == 46.9)
        #expect(abs(fix.speed! - 1.944 * 1852 / 3600) < 1e-12)
        #expect(fix.course == 84.4)
        #expect(fix.magneticVariation == -3.1)
        #expect(abs(fix.climb! - 1.0) < 1e-9)
        #expect(fix.satellitesUsed == 8)
        #expect(fix.usedByConstellation[.gps] == 8)
        #expect(fix.hdop == 0.9 && fix.pdop == 1.8 && fix.vdop == 1.5)
    }

    @Test func lastEpochIsFlushedAtTheEnd() {
        let (perSentence, fixes) = Self.run(["GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,"])
        #expect(perSentence[0].isEmpty)
        #expect(fixes.count == 1)
        #expect(fixes.first?.time?.millisecondOfDay == 43_200_000)
    }

    @Test func datesCarryOverMidnightAndYearEnd() {
        let fixes = Self.run([
            "GPRMC,235958.00,A,4807.0380,N,01131.0000,E,0.0,,311224,,,A",
            "GPGGA,235959.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPGGA,000000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPGGA,000001.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
        ]).fixes
        #expect(fixes.map { $0.time?.iso8601 } == [
            "2024-12-31T23:59:58.000Z", "2024-12-31T23:59:59.000Z",
            "2025-01-01T00:00:00.000Z", "2025-01-01T00:00:01.000Z",
        ])
    }

    @Test func noDateGivesTimeOfDayOnly() {
        let fixes = Self.run(Self.cycle0.filter { $0.hasPrefix("GPGGA") }).fixes
        #expect(fixes.count == 1)
        #expect(fixes[0].time?.date == nil)
        #expect(fixes[0].time?.iso8601 == "12:00:00.000")
        #expect(fixes[0].hasPosition)
    }

    @Test(arguments: [
        "GPRMC,120000.00,V,4807.0380,N,01131.0000,E,1.9,84.4,150324,,,N",   // status V
        "GPGGA,120000.00,4807.0380,N,01131.0000,E,0,00,99.9,545.4,M,46.9,M,,", // quality 0
        "GPGGA,120000.00,0000.0000,N,00000.0000,E,1,00,99.9,0.0,M,0.0,M,,",   // 0,0 placeholder
        "GPGGA,120000.00,9100.0000,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,", // latitude 91
        "GPGLL,4807.0380,N,01131.0000,E,120000.00,V,N",                       // GLL status V
    ])
    func invalidDataNeverBecomesAPosition(body: String) {
        let fixes = Self.run([body]).fixes
        #expect(fixes.count == 1)
        #expect(fixes[0].latitude == nil && fixes[0].longitude == nil)
        #expect(fixes[0].mode == .noFix)
        #expect(fixes[0].quality == .invalid)
        #expect(fixes[0].speed == nil)
    }

    @Test func speedIsDerivedForReceiversThatSendNone() throws {
        let fixes = Self.run([
            "GPGGA,120000.00,4807.0000,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPGGA,120002.00,4807.0010,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
        ]).fixes
        #expect(fixes[0].speed == nil)
        // 0.001' of latitude is 1.853 m at 48° N: 0.93 m/s over 2 s.
        let speed = try #require(fixes[1].speed)
        #expect(abs(speed - 0.9266) < 0.001)
        #expect(fixes[1].speedIsDerived)
    }

    @Test func countsSatellitesPerConstellation() throws {
        let fix = try #require(Self.run([
            "GNGGA,120000.00,4807.0380,N,01131.0000,E,1,12,0.9,545.4,M,46.9,M,,",
            "GNGSA,A,3,04,05,09,12,24,25,,,,,,,1.8,0.9,1.5,1",
            "GNGSA,A,3,65,66,72,,,,,,,,,,1.8,0.9,1.5,2",
            "GNGSA,A,3,,,,,,,,,,,,,1.8,0.9,1.5,3",
            "GPGSV,2,1,09,04,40,083,46,05,12,150,40,09,58,200,44,12,22,310,38",
            "GLGSV,1,1,04,65,40,083,46,66,12,150,40,72,58,200,44,73,22,310,38",
            "GNRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
        ]).fixes.last)
        #expect(fix.usedByConstellation[.gps] == 6)
        #expect(fix.usedByConstellation[.glonass] == 3)
        #expect(fix.satellitesUsed == 12)   // GGA's own count wins
        #expect(fix.inViewByConstellation[.gps] == 9)
        #expect(fix.inViewByConstellation[.glonass] == 4)
        #expect(fix.satellitesInView == 13)
    }

    @Test func aPrematureEndNeverEmitsAnEpochTwiceAndIsNotTrustedAgain() {
        let gga = { (second: Int) in "GPGGA,12000\(second).00,4807.0380,N,01131.0000,E,1,08,0.9,54\(second).4,M,46.9,M,," }
        let vtg = "GPVTG,84.4,T,,M,1.944,N,3.600,K,A"
        let rmc = { (second: Int) in "GPRMC,12000\(second).00,A,4807.0380,N,01131.0000,E,1.944,84.4,150324,3.1,W,A" }
        // Two cycles end with VTG; in the third an RMC follows it.
        let (perSentence, fixes) = Self.run([
            gga(0), vtg, gga(1), vtg, gga(2), vtg, rmc(2), gga(3), vtg, rmc(3), gga(4), vtg, rmc(4),
        ])
        #expect(perSentence[5].count == 1)          // emitted at the trusted VTG...
        #expect(perSentence[6].isEmpty)             // ...its late RMC emits nothing more
        #expect(perSentence[7].isEmpty)             // nor does the time change
        #expect(perSentence[8].isEmpty)             // VTG no longer ends the cycle:
        #expect(perSentence[9].count == 1)          // RMC, seen after it, does at once
        #expect(fixes.map { $0.time?.millisecondOfDay } == [0, 1, 2, 3, 4].map { 43_200_000 + $0 * 1000 })
        // The late RMC's date still reaches the epochs after it.
        #expect(fixes[2].time?.date == nil && fixes[3].time?.date != nil)
        #expect(fixes[3].magneticVariation == -3.1 && abs(fixes[3].climb! - 1.0) < 1e-9)
    }

    @Test func aSatelliteBurstAfterTheLastTimedSentenceEndsTheCycleAtItsLastSentence() {
        // GSV closes each cycle here: it belongs to the epoch of the RMC before it, which
        // is emitted at the burst's third GSV, not its first.
        let gsv = [
            "GPGSV,2,1,05,04,40,083,46,05,12,150,40,09,58,200,44,12,22,310,38",
            "GPGSV,2,2,05,24,10,020,30",
            "GLGSV,1,1,02,65,40,083,46,66,12,150,40",
        ]
        let (perSentence, fixes) = Self.run(Self.cycle0 + gsv + Self.cycle1 + gsv + Self.cycle2 + gsv, finish: false)
        #expect(perSentence[0...5].allSatisfy { $0.isEmpty })
        #expect(perSentence[6].count == 1)          // the new time ends the first epoch
        #expect(perSentence[12].count == 1)         // and the second: GSV learned
        #expect(perSentence[13...16].allSatisfy { $0.isEmpty })
        #expect(perSentence[17].count == 1)         // the third is emitted at its last GSV
        #expect(fixes.map { $0.satellitesInView } == [7, 7, 7])
        #expect(fixes.last?.inViewByConstellation[.glonass] == 2)
    }

    @Test func aBurstThatGrowsEndsTheCycleAtItsNewLength() {
        let gsa = "GNGSA,A,3,04,05,09,12,24,25,,,,,,,1.8,0.9,1.5,1"
        let glonass = "GNGSA,A,3,65,66,72,,,,,,,,,,2.0,1.1,1.7,2"
        let rmc = { (second: Int) in "GNRMC,12000\(second).00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A" }
        let (perSentence, fixes) = Self.run(
            [rmc(0), gsa, rmc(1), gsa, rmc(2), gsa, glonass, rmc(3), gsa, glonass, rmc(4)], finish: false)
        #expect(perSentence[2].count == 1 && perSentence[4].count == 1)   // two cycles teach: one GSA ends it
        #expect(perSentence[5].count == 1)          // the burst grows: emitted at its first GSA...
        #expect(perSentence[6].isEmpty && perSentence[7].isEmpty)          // (the rest is late, never re-emitted)
        #expect(perSentence[8].isEmpty && perSentence[9].count == 1)   // ...then at its new last
        #expect(fixes.count == 4)
        #expect(fixes[2].usedByConstellation[.glonass] == 0)
        #expect(fixes.last?.usedByConstellation[.glonass] == 3 && fixes.last?.vdop == 1.7)
    }

    @Test func aGsaAfterTheLastTimedSentenceBelongsToItsEpoch() {
        // A GSA before the stream's first timed sentence ends an epoch whose time was not
        // seen; each later one trails the RMC before it, wherever the stream began.
        let gsa = { (vdop: String) in "GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,1.8,0.9,\(vdop)" }
        let fixes = Self.run([
            gsa("0.7"), Self.cycle0[0], Self.cycle0[2],
            gsa("0.8"), Self.cycle1[0], Self.cycle1[2],
            gsa("0.9"), "GPGGA,120002.00,4807.0400,N,01131.0000,E,1,08,0.9,547.4,M,46.9,M,,",
        ]).fixes
        #expect(fixes.map { $0.vdop } == [0.8, 0.9, 0.9])
    }

    @Test func aVTGAt2HzStaysWithTheEpochOfItsRMC() {
        // A 2 Hz receiver sending GGA, RMC, VTG each half second; joined at a VTG, every
        // epoch keeps its own track and speed (the VTG agrees with its RMC).
        let halves = (0..<8).flatMap { half -> [String] in
            let time = "12000\(half / 2).\(half % 2 == 0 ? "0" : "5")0"
            let knots = "\(1 + half).0"
            return [
                "GPGGA,\(time),4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
                "GPRMC,\(time),A,4807.0380,N,01131.0000,E,\(knots),\(10 * half),150324,,,A",
                "GPVTG,\(10 * half),T,,M,\(knots),N,,K,A",
            ]
        }
        for start in [0, 2] {
            let fixes = Self.run(Array(halves[start...])).fixes
            #expect(fixes.count == (start == 0 ? 8 : 7))
            for fix in fixes {
                let half = (fix.time!.millisecondOfDay - 43_200_000) / 500
                #expect(fix.course == Double(10 * half), "from sentence \(start), half \(half)")
                #expect(abs(fix.speed! - (1.0 + Double(half)) * 1852 / 3600) < 1e-9)
            }
        }
    }

    @Test func joinedAtAnySentenceTheSameEpochsOnce() {
        // A u-blox NMEA cycle: RMC, VTG, GGA, a GSA burst, a GSV burst, GLL, GST.
        func cycle(_ second: Int) -> [String] {
            let time = "12000\(second).00"
            return [
                "GNRMC,\(time),A,4807.0380,N,01131.0000,E,0.1,,150324,,,A",
                "GNVTG,,T,,M,0.1,N,0.2,K,A",
                "GNGGA,\(time),4807.0380,N,01131.0000,E,1,12,0.5,545.4,M,46.9,M,,",
                "GNGSA,A,3,04,05,09,12,,,,,,,,,0.9,0.5,0.8,1",
                "GNGSA,A,3,65,66,72,,,,,,,,,,0.9,0.5,0.8,2",
                "GPGSV,2,1,05,04,40,083,46,05,12,150,40,09,58,200,44,12,22,310,38",
                "GPGSV,2,2,05,24,10,020,30",
                "GNGLL,4807.0380,N,01131.0000,E,\(time),A,A",
                "GNGST,\(time),0.9,3.1,2.2,37.2,2.9,2.4,4.1",
            ]
        }
        let bodies = (0..<8).flatMap(cycle)
        let whole = Self.run(bodies).fixes
        #expect(whole.count == 8 && whole.allSatisfy { $0.errorEllipse != nil })
        for start in 0..<9 {
            let fixes = Self.run(Array(bodies[start...])).fixes
            let times = fixes.compactMap { $0.time?.millisecondOfDay }
            #expect(Set(times).count == times.count, "from sentence \(start)")
            // Every epoch judged carries its GST, from the first one whose GST was seen.
            #expect(fixes.allSatisfy { $0.errorEllipse != nil }, "from sentence \(start)")
            #expect(Array(fixes.suffix(5)) == Array(whole.suffix(5)), "from sentence \(start)")
        }
    }

    @Test func gnsGstAndZdaAreMerged() throws {
        let fix = try #require(Self.run([
            "GNZDA,120000.00,15,03,2024,00,00",
            "GNGNS,120000.00,4807.0380,N,01131.0000,E,RRNN,14,0.6,545.4,46.9,1.2,0042",
            "GNGST,120000.00,0.9,0.021,0.014,37.2,0.018,0.016,0.031",
        ]).fixes.first)
        #expect(fix.time?.iso8601 == "2024-03-15T12:00:00.000Z")
        #expect(fix.quality == .rtkFixed)
        #expect(fix.dgpsAge == 1.2 && fix.dgpsStation == 42)
        #expect(fix.errorEllipse?.semiMajor == 0.021)
        #expect(fix.errorEllipse?.altitudeSigma == 0.031)
    }

    @Test func gbsStandsInForAMissingGstAndAnEmptyGstIsNoEstimate() throws {
        let withGBS = try #require(Self.run([
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,0.0,,150324,,,A",
            "GPGBS,120000.00,1.2,0.9,2.5,,,,",
        ]).fixes.first)
        #expect(withGBS.errorEllipse?.latitudeSigma == 1.2)
        #expect(withGBS.errorEllipse?.longitudeSigma == 0.9)
        #expect(withGBS.errorEllipse?.semiMajor == nil)
        let emptyGST = try #require(Self.run([
            "GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPGST,120000.00,,,,,,,",
        ]).fixes.first)
        #expect(emptyGST.errorEllipse == nil)
    }

    @Test func vtgGivesSpeedInKnotsOrElseKilometresPerHour() throws {
        let fixes = Self.run([
            "GPRMC,120000.00,A,4807.0380,N,01131.0000,E,,,150324,,,A",
            "GPVTG,45.0,T,,M,,N,36.0,K,A",
        ]).fixes
        let fix = try #require(fixes.first)
        #expect(abs(fix.speed! - 10.0) < 1e-9)
        #expect(fix.course == 45.0)
    }

    @Test func aLateSentenceOfThePreviousEpochIsDropped() {
        let fixes = Self.run(Self.cycle0 + [
            Self.cycle1[0],
            "GPGST,120000.00,0.9,2.1,1.6,37.2,1.9,1.7,3.1",   // late, for 12:00:00
            Self.cycle1[1], Self.cycle1[2],
        ]).fixes
        #expect(fixes.map { $0.time?.millisecondOfDay } == [43_200_000, 43_201_000])
        #expect(fixes.allSatisfy { $0.hasPosition && $0.errorEllipse == nil })
    }
}
