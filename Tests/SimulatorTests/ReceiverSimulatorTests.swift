import Testing
import NMEA
import Positioning
@testable import Simulator

/// `ReceiverSimulator` and `EpochWriter`: determinism, the sentence set, rate, scenarios,
/// and the written text agreeing with the simulated fix.
@Suite struct ReceiverSimulatorTests {
    /// The whole NMEA text of a run.
    func text(_ settings: SimulationSettings, kinds: Set<SentenceKind> = Set(SentenceKind.allCases)) -> String {
        let writer = EpochWriter(kinds: kinds)
        return ReceiverSimulator(settings).map { writer.text(for: $0) }.joined()
    }

    /// The fields of a sentence line, without `$` and the checksum.
    func fields(_ line: Substring) -> [Substring] {
        line.dropFirst().prefix { $0 != "*" }.split(separator: ",", omittingEmptySubsequences: false)
    }

    @Test(arguments: Scenario.allCases)
    func sameSeedSameBytes(scenario: Scenario) {
        let settings = SimulationSettings(scenario: scenario, seed: 42, duration: 30)
        #expect(text(settings) == text(settings))
        var other = settings
        other.seed = 43
        #expect(text(settings) != text(other))
    }

    @Test func everyLineHasAValidChecksum() {
        let all = Scenario.allCases.map { text(SimulationSettings(scenario: $0, seed: 3, duration: 20)) }.joined()
        var count = 0
        for line in all.split(separator: "\r\n") {
            let bytes = Array(line.utf8)
            guard let star = bytes.firstIndex(of: UInt8(ascii: "*")) else {
                Issue.record("no checksum: \(line)")
                continue
            }
            let sum = bytes[1..<star].reduce(UInt8(0), ^)
            #expect(String(decoding: bytes[(star + 1)...], as: UTF8.self) == hex(sum), "\(line)")
            let rtk = line.hasPrefix("$GNGGA") && (line.contains(",E,4,") || line.contains(",E,5,"))
            // u-blox's own `$PUBX,00` runs past NMEA's 82 characters, as the receivers' do.
            let limit = line.hasPrefix("$PUBX") ? NMEAFramer.maxSentenceLength + 2 : (rtk ? 90 : 82)
            #expect(bytes.count + 2 <= limit, "too long: \(line)")
            count += 1
        }
        #expect(count > 1000)
        #expect(all.hasSuffix("\r\n"))
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    @Test func sentenceSetAndRate() {
        let settings = SimulationSettings(scenario: .openSky, rate: 5, duration: 2)
        let lines = text(settings, kinds: [.gga, .zda]).split(separator: "\r\n")
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { $0.hasPrefix("$GNGGA") || $0.hasPrefix("$GNZDA") })
        #expect(lines[0].hasPrefix("$GNGGA,100000.00,"))
        #expect(lines[2].hasPrefix("$GNGGA,100000.20,"))
        #expect(SimulationSettings(scenario: .walk, rate: 10, duration: 1.05).epochCount == 11)
    }

    /// Parses one line with the NMEA module.
    func parse(_ line: Substring) throws -> Sentence {
        let bytes = Array(line.utf8)
        return try Sentence(parsing: bytes.span)
    }

    @Test(arguments: [Scenario.urbanCanyon, .rtk, .walk])
    func textReadsBackAsTheSimulatedFix(scenario: Scenario) throws {
        let writer = EpochWriter(kinds: Set(SentenceKind.allCases))
        for epoch in ReceiverSimulator(SimulationSettings(scenario: scenario, seed: 9, duration: 120)) {
            let fix = epoch.fix
            for line in writer.text(for: epoch).split(separator: "\r\n") {
                switch try parse(line) {
                case let .gst(gst):
                    let e = fix.errorEllipse
                    #expect(gst.rangeRMS == e?.rangeRMS && gst.semiMajor == e?.semiMajor && gst.semiMinor == e?.semiMinor)
                    #expect(gst.orientation == e?.orientation && gst.altitudeError == e?.altitudeSigma)
                    #expect(gst.latitudeError == e?.latitudeSigma && gst.longitudeError == e?.longitudeSigma)
                case let .gga(gga):
                    #expect(gga.latitude == fix.latitude && gga.longitude == fix.longitude)
                    #expect(gga.altitude == fix.altitudeMSL && gga.hdop == fix.hdop)
                    #expect(gga.quality == fix.quality.ggaQuality)
                    #expect(gga.time?.millisecondOfDay == Int32(epoch.time.millisecondOfDay))
                case let .rmc(rmc):
                    #expect(rmc.latitude == fix.latitude && rmc.longitude == fix.longitude && rmc.course == fix.course)
                    #expect(rmc.speedKnots.map { $0 * 1852 / 3600 } == fix.speed)
                    #expect(rmc.date?.day == epoch.time.date.map { UInt8($0.day) })
                case let .gsa(gsa):
                    #expect(gsa.pdop == fix.pdop && gsa.vdop == fix.vdop)
                case let .gbs(gbs):
                    let e = fix.errorEllipse
                    #expect(gbs.latitudeError == e?.latitudeSigma && gbs.longitudeError == e?.longitudeSigma)
                    #expect(gbs.altitudeError == e?.altitudeSigma)
                case let .pubx00(pubx) where fix.hasPosition:
                    #expect(pubx.latitude == fix.latitude && pubx.longitude == fix.longitude && pubx.ellipsoidHeight == fix.altitudeHAE)
                    let drms = try #require(VendorFigures.ubloxHorizontal(fix.errorEllipse))
                    #expect(abs(try #require(pubx.horizontalAccuracy) - drms) <= 0.0005)
                    #expect(pubx.verticalAccuracy == fix.errorEllipse?.altitudeSigma)
                case let .pgrme(pgrme) where fix.hasPosition:
                    // HPE: the 50% radius of a circle with the ellipse's total variance.
                    let sigma = try #require(VendorFigures.ubloxHorizontal(fix.errorEllipse)) / 2.0.squareRoot()
                    #expect(abs(try #require(pgrme.horizontalError) - 1.177410 * sigma) <= 0.0005 + 1e-6 * sigma)
                    if fix.mode == .threeD {
                        #expect(abs(try #require(pgrme.verticalError) - 0.674490 * (fix.errorEllipse?.altitudeSigma ?? 0)) <= 0.0006)
                    }
                case .vtg, .gsv, .zda, .pubx00, .pgrme:
                    break
                case let other:
                    Issue.record("unexpected sentence \(other)")
                }
            }
        }
    }

    @Test func outagesAndQualityChanges() {
        let loss = Array(ReceiverSimulator(SimulationSettings(scenario: .signalLoss, seed: 5, duration: 600)))
        let noFix = loss.filter { !$0.fix.hasPosition }.count
        #expect(noFix >= 30 && noFix <= 300)
        #expect(loss.contains { $0.fix.mode == .twoD })

        let rtk = Array(ReceiverSimulator(SimulationSettings(scenario: .rtk, duration: 700)))
        #expect(rtk[0].fix.quality == .autonomous)
        #expect(rtk[20].fix.quality == .rtkFloat)
        #expect(rtk[100].fix.quality == .rtkFixed)
        #expect(rtk[590].fix.quality == .rtkFloat)
        #expect((rtk[100].fix.errorEllipse?.semiMajor ?? 1) < 0.05)

        let cold = Array(ReceiverSimulator(SimulationSettings(scenario: .coldStart, duration: 60)))
        #expect(!cold[10].fix.hasPosition)
        #expect(cold[35].fix.mode == .twoD)
        #expect(cold[50].fix.mode == .threeD)
    }

    @Test func walkMovesAndStaticScenariosDoNot() throws {
        let walk = Array(ReceiverSimulator(SimulationSettings(scenario: .walk, duration: 61)))
        let frame = LocalFrame(latitude: walk[0].trueLatitude, longitude: walk[0].trueLongitude)
        let end = frame.offset(latitude: walk[60].trueLatitude, longitude: walk[60].trueLongitude)
        #expect(abs(end.east - 84) < 1e-6 && abs(end.north) < 1e-6)
        #expect(abs(try #require(walk[30].fix.speed) - 1.4) < 0.2)
        let still = Array(ReceiverSimulator(SimulationSettings(scenario: .openSky, duration: 10)))
        #expect(still.allSatisfy { $0.trueLatitude == SimulationStart.standard.latitude })
    }

    @Test func errorsAreTimeCorrelated() throws {
        // Gauss-Markov errors: consecutive 1 Hz errors (tau 10 s) correlate at about e^-0.1.
        let run = Array(ReceiverSimulator(SimulationSettings(scenario: .openSky, seed: 11, duration: 3000)))
        let frame = LocalFrame(latitude: run[0].trueLatitude, longitude: run[0].trueLongitude)
        let north = try run.map { epoch in
            try frame.offset(latitude: #require(epoch.fix.latitude), longitude: #require(epoch.fix.longitude)).north
        }
        let mean = north.reduce(0, +) / Double(north.count)
        let variance = north.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        var lagged = 0.0
        for i in 1..<north.count { lagged += (north[i] - mean) * (north[i - 1] - mean) }
        let correlation = lagged / variance
        #expect(correlation > 0.8 && correlation < 0.97)
    }

    @Test func truthRows() throws {
        let epoch = try #require(Array(ReceiverSimulator(SimulationSettings(scenario: .openSky))).first)
        #expect(SimulatedEpoch.truthHeader == "time,latitude,longitude,altitude")
        #expect(epoch.truthRow == "2024-06-01T10:00:00.000Z,48.137154000,11.576124000,520.000")
    }
}
