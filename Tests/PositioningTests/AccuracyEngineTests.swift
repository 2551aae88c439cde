import Testing
@testable import Positioning

/// `AccuracyEngine`: source selection, confidence levels, unknowns, the assembled update.
@Suite struct AccuracyEngineTests {
    /// A 3D autonomous fix with the given DOPs and GST.
    func fix(hdop: Double? = 1.2, vdop: Double? = 1.8, pdop: Double? = 2.1, ellipse: ErrorEllipse? = nil) -> Fix {
        Fix(latitude: 48.1, longitude: 11.5, altitudeMSL: 520, mode: .threeD, quality: .autonomous,
            satellitesUsed: 9, hdop: hdop, vdop: vdop, pdop: pdop, errorEllipse: ellipse)
    }

    @Test func ellipseAxesComeFirst() throws {
        let ellipse = ErrorEllipse(semiMajor: 3, semiMinor: 3, orientation: 40, latitudeSigma: 9, longitudeSigma: 9, altitudeSigma: 4)
        let update = AccuracyEngine().assess(fix(ellipse: ellipse), age: 0)
        let h = try #require(update.horizontalAccuracy)
        #expect(h.source == .receiver && h.confidence == .p68)
        #expect(abs(h.meters - 3 * 1.509_592) < 1e-5)
        let v = try #require(update.verticalAccuracy)
        #expect(v.source == .receiver)
        #expect(abs(v.meters - 4 * 0.994_458) < 1e-5)
    }

    @Test func latitudeLongitudeSigmasWhenTheEllipseIsEmpty() throws {
        let ellipse = ErrorEllipse(rangeRMS: 11, latitudeSigma: 0.70, longitudeSigma: 0.49, altitudeSigma: 1.1)
        let h = try #require(AccuracyEngine(confidence: .p95).horizontalAccuracy(of: fix(ellipse: ellipse)))
        let expected = try #require(NormalErrorRadius.horizontal(majorSigma: 0.70, minorSigma: 0.49, confidence: .p95))
        #expect(h.meters == expected && h.source == .receiver && h.confidence == .p95)
    }

    @Test func dopModelWithoutGST() throws {
        let engine = AccuracyEngine()
        let h = try #require(engine.horizontalAccuracy(of: fix(hdop: 1.2)))
        // HDOP × UERE is the DRMS: sigma per axis DRMS/√2, radius the Rayleigh quantile.
        #expect(h.source == .dopModel)
        #expect(abs(h.meters - 1.2 * 5.0 / 2.0.squareRoot() * 1.509_592) < 1e-5)
        let v = try #require(engine.verticalAccuracy(of: fix(vdop: 1.8)))
        #expect(v.source == .dopModel)
        #expect(abs(v.meters - 1.8 * 5.0 * 0.994_458) < 1e-5)
    }

    /// The figures Recordings/README.md gives for no-gst.nmea (autonomous, UERE 5 m, 68%).
    @Test(arguments: [(1.2, 6.40, AccuracyClass.good), (1.3, 6.94, .good), (2.6, 13.88, .acceptable), (4.8, 25.62, .poor), (1.1, 5.87, .good)])
    func dopModelCrossesClasses(hdop: Double, meters: Double, expected: AccuracyClass) throws {
        let update = AccuracyEngine().assess(fix(hdop: hdop), age: 0)
        #expect(abs(try #require(update.horizontalAccuracy).meters - meters) < 0.005)
        #expect(update.accuracyClass == expected)
        #expect(update.verdict.isAllowed == (meters < 20))
    }

    @Test func emptyOrZeroGSTFallsBackToTheDOPModel() throws {
        for ellipse in [ErrorEllipse(), ErrorEllipse(semiMajor: 0, semiMinor: 0, latitudeSigma: 0, longitudeSigma: 0, altitudeSigma: 0),
                        ErrorEllipse(semiMajor: .nan, semiMinor: 1), ErrorEllipse(semiMajor: -2, semiMinor: 1)] {
            let update = AccuracyEngine().assess(fix(ellipse: ellipse), age: 0)
            #expect(update.horizontalAccuracy?.source == .dopModel)
            #expect(update.verticalAccuracy?.source == .dopModel)
        }
    }

    @Test func unknownStaysUnknown() {
        let update = AccuracyEngine().assess(fix(hdop: nil, vdop: nil), age: 0)
        #expect(update.horizontalAccuracy == nil)
        #expect(update.verticalAccuracy == nil)
        #expect(update.accuracyClass == .unknown)
        #expect(update.verdict == .refused(.accuracyUnknown))
        #expect(AccuracyEngine().horizontalAccuracy(of: fix(hdop: 0)) == nil)
        #expect(AccuracyEngine().horizontalAccuracy(of: fix(hdop: .nan)) == nil)
    }

    @Test func noPositionNoAccuracy() {
        var noFix = fix(ellipse: ErrorEllipse(semiMajor: 2, semiMinor: 1, altitudeSigma: 3))
        noFix.latitude = nil
        noFix.longitude = nil
        let update = AccuracyEngine().assess(noFix, age: 0)
        #expect(update.horizontalAccuracy == nil && update.verticalAccuracy == nil)
        #expect(update.verdict == .refused(.noFix))
    }

    @Test func twoDFixHasNoVerticalAccuracy() {
        var twoD = fix()
        twoD.mode = .twoD
        #expect(AccuracyEngine().verticalAccuracy(of: twoD) == nil)
        #expect(AccuracyEngine().horizontalAccuracy(of: twoD) != nil)
    }

    @Test func unmeasuredQualityHasNoDOPEstimateButKeepsTheReceiverOne() {
        var dr = fix()
        dr.quality = .deadReckoning
        #expect(AccuracyEngine().horizontalAccuracy(of: dr) == nil)
        dr.errorEllipse = ErrorEllipse(semiMajor: 2, semiMinor: 1)
        #expect(AccuracyEngine().horizontalAccuracy(of: dr)?.source == .receiver)
        #expect(AccuracyEngine().assess(dr, age: 0).verdict == .refused(.notMeasured(.deadReckoning)))
    }

    @Test func confidence95IsWiderThan68() throws {
        let f = fix(ellipse: ErrorEllipse(semiMajor: 4, semiMinor: 1))
        let r68 = try #require(AccuracyEngine(confidence: .p68).horizontalAccuracy(of: f))
        let r95 = try #require(AccuracyEngine(confidence: .p95).horizontalAccuracy(of: f))
        #expect(r95.meters > r68.meters)
    }

    @Test func assessAppliesThePolicy() {
        let engine = AccuracyEngine(policy: CapturePolicy(maximumAccuracy: 5))
        let good = engine.assess(fix(ellipse: ErrorEllipse(semiMajor: 1, semiMinor: 1)), age: 0.5)
        #expect(good.verdict == .allowed)
        #expect(good.fix == fix(ellipse: ErrorEllipse(semiMajor: 1, semiMinor: 1)))
        let wide = engine.assess(fix(ellipse: ErrorEllipse(semiMajor: 4, semiMinor: 4)), age: 0.5)
        #expect(wide.verdict.refusal?.code == "accuracyTooLarge")
    }

    @Test func deterministic() {
        let f = fix(ellipse: ErrorEllipse(semiMajor: 2.7, semiMinor: 0.9))
        #expect(AccuracyEngine().assess(f, age: 1) == AccuracyEngine().assess(f, age: 1))
    }
}
