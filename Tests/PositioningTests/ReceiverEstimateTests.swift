import Foundation
import NMEA
import Output
import Testing
@testable import Positioning

/// The receiver's own estimates other than GST (`$PUBX,00`, `$PGRME`, GBS) from sentences
/// through the epoch assembler and the accuracy engine: which source is chosen, in the
/// documented order, and the radius it gives.
@Suite struct ReceiverEstimateTests {
    /// The assessed fixes of a stream of sentence bodies.
    static func assess(_ bodies: [String], confidence: Confidence = .p68) -> [LocationUpdate] {
        let engine = AccuracyEngine(confidence: confidence)
        return EpochAssemblerTests.run(bodies).fixes.map { engine.assess($0, age: 0) }
    }

    /// The radius holding `p` of a circular normal error whose per-axis sigma is `sigma`
    /// (Rayleigh, closed form).
    static func circle(sigma: Double, p: Double) -> Double { sigma * (-2 * log(1 - p)).squareRoot() }

    /// Two-sided normal quantiles for 68% and 95% (SciPy `norm.ppf(0.84)`, `norm.ppf(0.975)`).
    static let z68 = 0.994457883209753
    static let z95 = 1.959963984540054

    static let gga = "GPGGA,081350.00,4717.11321,N,00833.91519,E,1,09,0.92,499.6,M,47.0,M,,"
    static let pubx = "PUBX,00,081350.00,4717.113210,N,00833.915187,E,546.589,G3,2.1,2.0,0.007,77.52,0.007,,0.92,1.19,0.77,9,0,0"

    @Test func pubxGivesTheUbloxEstimateReadAsDRMS() throws {
        for (confidence, p, z) in [(Confidence.p68, 0.68, Self.z68), (.p95, 0.95, Self.z95)] {
            let update = try #require(Self.assess([Self.gga, Self.pubx], confidence: confidence).first)
            #expect(update.fix.reportedAccuracy == ReportedAccuracy(origin: .ublox, horizontal: 2.1, vertical: 2.0))
            let horizontal = try #require(update.horizontalAccuracy)
            #expect(horizontal.source == .receiver && horizontal.estimate == .ublox)
            #expect(abs(horizontal.meters - Self.circle(sigma: 2.1 / 2.0.squareRoot(), p: p)) < 1e-9)
            let vertical = try #require(update.verticalAccuracy)
            #expect(vertical.estimate == .ublox && abs(vertical.meters - 2.0 * z) < 1e-9)
        }
    }

    @Test func pubxAloneGivesPositionMotionAndQuality() throws {
        let fix = try #require(EpochAssemblerTests.run([Self.pubx]).fixes.first)
        let latitude: Double = 47 + 17.113210 / 60
        #expect(fix.latitude == latitude && fix.quality == .autonomous && fix.mode == .twoD)
        #expect(abs(fix.speed! - 0.007 / 3.6) < 1e-12 && fix.course == 77.52 && fix.climb == -0.007)
        #expect(fix.hdop == 0.92 && fix.vdop == 1.19 && fix.satellitesUsed == 9)
        #expect(fix.altitudeMSL == nil)
        let withSeparation = try #require(EpochAssemblerTests.run([Self.gga.replacingOccurrences(of: "499.6", with: ""), Self.pubx]).fixes.first)
        #expect(abs(withSeparation.altitudeMSL! - (546.589 - 47.0)) < 1e-9)
        let noFix = try #require(EpochAssemblerTests.run([Self.pubx.replacingOccurrences(of: "G3", with: "NF")]).fixes.first)
        #expect(noFix.latitude == nil && noFix.mode == .noFix && noFix.reportedAccuracy == nil)
    }

    /// Garmin's order (GPS 18x technical specifications): RMC, GGA, GSA, GSV, PGRME, GLL.
    @Test func pgrmeJoinsItsEpochAndIsReadAsCEP() throws {
        let epoch = { (time: String, hpe: String) in [
            "GPRMC,\(time),A,4527.458,S,16709.165,E,000.0,094.5,060601,024.1,E",
            "GPGGA,\(time),4527.458,S,16709.165,E,1,07,1.4,22.1,M,5.1,M,,",
            "GPGSA,A,3,01,03,11,14,15,20,22,,,,,,2.4,1.4,1.9",
            "PGRME,\(hpe),M,45.0,M,25.0,M",
            "GPGLL,4527.458,S,16709.165,E,\(time),A",
        ] }
        let updates = Self.assess(epoch("225308", "15.0") + epoch("225309", "9.0") + epoch("225310", "4.5"))
        #expect(updates.count == 3)
        for (update, hpe) in zip(updates, [15.0, 9.0, 4.5]) {
            let horizontal = try #require(update.horizontalAccuracy)
            #expect(horizontal.source == .receiver && horizontal.estimate == .garmin)
            // HPE as the 50% radius of a circular error: r_p = HPE √(ln(1 − p) / ln(1/2)).
            #expect(abs(horizontal.meters - hpe * (log(0.32) / log(0.5)).squareRoot()) < 1e-9)
            let vertical = try #require(update.verticalAccuracy)
            #expect(abs(vertical.meters - 45.0 / 0.674489750196082 * Self.z68) < 1e-9)
        }
    }

    /// u-blox's GBS example values, with the GGA of the same second.
    @Test func gbsIsReadAsSigmasBeforeTheReportedFigures() throws {
        let update = try #require(Self.assess([Self.gga, "GPGBS,081350.00,1.6,1.4,3.2,,,,,,", Self.pubx]).first)
        let horizontal = try #require(update.horizontalAccuracy)
        #expect(horizontal.source == .receiver && horizontal.estimate == .gbs)
        let held = try #require(NormalErrorRadius.probability(within: horizontal.meters, majorSigma: 1.6, minorSigma: 1.4))
        #expect(abs(held - 0.68) < 1e-9)
        #expect(abs(update.verticalAccuracy!.meters - 3.2 * Self.z68) < 1e-9)
        #expect(update.verticalAccuracy?.estimate == .gbs)
    }

    /// Trimble's GBS gives signed errors due to a bias (not sigmas): no estimate.
    @Test func signedGbsIsNoEstimate() throws {
        let trimble = "GPGBS,081350.00,-0.031,-0.186,-0.219,19,0.000,-0.354,6.972"
        let withPubx = try #require(Self.assess([Self.gga, trimble, Self.pubx]).first)
        #expect(withPubx.horizontalAccuracy?.estimate == .ublox && withPubx.verticalAccuracy?.estimate == .ublox)
        let alone = try #require(Self.assess([Self.gga, trimble]).first)
        #expect(alone.horizontalAccuracy?.source == .dopModel && alone.horizontalAccuracy?.estimate == nil)
    }

    @Test func gstComesFirst() throws {
        let gst = "GPGST,081350.00,0.9,1.8,1.1,37.2,1.6,1.4,2.9"
        let update = try #require(Self.assess([Self.gga, gst, "GPGBS,081350.00,1.6,1.4,3.2,,,,,,", Self.pubx]).first)
        let horizontal = try #require(update.horizontalAccuracy)
        #expect(horizontal.source == .receiver && horizontal.estimate == nil)
        let held = try #require(NormalErrorRadius.probability(within: horizontal.meters, majorSigma: 1.8, minorSigma: 1.1))
        #expect(abs(held - 0.68) < 1e-9)
        let line = TPVEncoder.encode(update)
        #expect(line.contains("\"accuracySource\":\"receiver\"") && !line.contains("accuracyEstimate"))
        let ublox = try #require(Self.assess([Self.gga, Self.pubx]).first)
        #expect(TPVEncoder.encode(ublox).contains("\"accuracySource\":\"receiver\",\"accuracyEstimate\":\"ublox\""))
    }

    /// A zero or missing figure is no estimate: the DOP model takes over.
    @Test func zeroFiguresAreNoEstimate() throws {
        let zero = Self.pubx.replacingOccurrences(of: "G3,2.1,2.0", with: "G3,0,")
        let update = try #require(Self.assess([Self.gga, zero]).first)
        #expect(update.fix.reportedAccuracy == ReportedAccuracy(origin: .ublox, horizontal: 0))
        #expect(update.horizontalAccuracy?.source == .dopModel)
    }
}

extension ReceiverEstimateTests {
    /// `$PGRME` has no time: it belongs to the epoch of the timed sentences before it, even
    /// when those came alone in the cycle before (GGA alone would then seem to end the cycle).
    @Test func pgrmeJoinsTheEpochBeforeIt() throws {
        let gga = { (time: String) in "GPGGA,\(time),4527.458,S,16709.165,E,1,07,1.4,22.1,M,5.1,M,," }
        let fixes = EpochAssemblerTests.run([
            gga("225308"), "PGRME,15.0,M,45.0,M,25.0,M",
            gga("225309"), gga("225310"), "PGRME,9.0,M,45.0,M,25.0,M", gga("225311"),
        ]).fixes
        #expect(fixes.map(\.reportedAccuracy?.horizontal) == [15, nil, 9, nil])
    }
}
