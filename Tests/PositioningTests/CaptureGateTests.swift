import Testing
import Positioning

/// `CaptureGate`: each refusal, the order rules are checked in, the strict threshold.
@Suite struct CaptureGateTests {
    let good = Fix(latitude: 10, longitude: 20, mode: .threeD, quality: .autonomous, hdop: 1, pdop: 1.8)
    let accuracy = Accuracy(meters: 5, confidence: .p68, source: .receiver)

    func verdict(_ fix: Fix, _ policy: CapturePolicy = .default, meters: Double? = 5, age: Double = 0) -> CaptureVerdict {
        CaptureGate(policy: policy).verdict(
            for: fix, horizontalAccuracy: meters.map { Accuracy(meters: $0, confidence: .p68, source: .receiver) }, age: age)
    }

    @Test func allowsAGoodFix() {
        #expect(verdict(good) == .allowed)
    }

    @Test func noFix() {
        var f = good
        f.mode = .noFix
        #expect(verdict(f) == .refused(.noFix))
        f = good
        f.latitude = nil
        #expect(verdict(f) == .refused(.noFix))
    }

    @Test(arguments: [FixQuality.invalid, .deadReckoning, .manual, .simulated])
    func notMeasured(quality: FixQuality) {
        var f = good
        f.quality = quality
        #expect(verdict(f) == .refused(.notMeasured(quality)))
    }

    @Test func modeTooLow() {
        var f = good
        f.mode = .twoD
        #expect(verdict(f) == .allowed)
        #expect(verdict(f, CapturePolicy(minimumMode: .threeD)) == .refused(.modeTooLow(.twoD, required: .threeD)))
    }

    @Test func qualityNotAccepted() {
        let rtkOnly = CapturePolicy(requiredQualities: [.rtkFixed])
        #expect(verdict(good, rtkOnly) == .refused(.qualityNotAccepted(.autonomous, required: [.rtkFixed])))
        var f = good
        f.quality = .rtkFixed
        #expect(verdict(f, rtkOnly) == .allowed)
    }

    @Test func stale() {
        #expect(verdict(good, age: 2) == .allowed)
        #expect(verdict(good, age: 2.000_1) == .refused(.stale(age: 2.000_1)))
        #expect(verdict(good, age: .nan).refusal?.code == "stale")
        #expect(verdict(good, age: -0.5) == .allowed)
    }

    @Test func accuracyUnknown() {
        #expect(verdict(good, meters: nil) == .refused(.accuracyUnknown))
    }

    @Test func accuracyThresholdIsStrict() {
        #expect(verdict(good, meters: 20.0.nextDown) == .allowed)
        #expect(verdict(good, meters: 20) == .refused(.accuracyTooLarge(20, limit: 20)))
        #expect(verdict(good, CapturePolicy(maximumAccuracy: 10), meters: 10) == .refused(.accuracyTooLarge(10, limit: 10)))
        #expect(verdict(good, meters: .nan).refusal?.code == "accuracyTooLarge")
    }

    /// A refusal's numbers are rounded as every number FieldFix prints (DecimalText): from the
    /// exact binary value, so 0.15 (really 0.1499…) is 0.1 where ten times it rounded was 0.2.
    @Test func aRefusalsNumbersAreRoundedAsDecimalTextRoundsThem() {
        #expect(CaptureRefusal.accuracyTooLarge(0.15, limit: 0.1).description == "accuracy 0.1 m >= 0.1 m")
        #expect(CaptureRefusal.accuracyTooLarge(23.45, limit: 20).description == "accuracy 23.4 m >= 20 m")
        #expect(CaptureRefusal.accuracyTooLarge(19.96, limit: 19.96).description == "accuracy 20.0 m >= 20 m")
        #expect(CaptureRefusal.moving(speed: -0.04, limit: 2).description == "moving 0.0 m/s > 2.0 m/s")
        #expect(CaptureRefusal.stale(age: .infinity).description == "stale inf s")
    }

    @Test func pdopTooLarge() {
        let policy = CapturePolicy(maximumPDOP: 1.8)
        #expect(verdict(good, policy) == .allowed)
        var f = good
        f.pdop = 2.5
        #expect(verdict(f, policy) == .refused(.pdopTooLarge(2.5, limit: 1.8)))
        f.pdop = nil
        #expect(verdict(f, policy) == .allowed)
    }

    @Test func moving() {
        let policy = CapturePolicy(maximumSpeed: 0.5)
        var f = good
        f.speed = 0.5
        #expect(verdict(f, policy) == .allowed)
        f.speed = 1.2
        #expect(verdict(f, policy) == .refused(.moving(speed: 1.2, limit: 0.5)))
        f.speedIsDerived = true  // from two noisy positions, not the receiver's own
        #expect(verdict(f, policy) == .allowed)
    }

    @Test func firstFailingRuleWins() {
        let strict = CapturePolicy(maximumAccuracy: 1, minimumMode: .threeD, requiredQualities: [.rtkFixed], maximumPDOP: 1, maximumSpeed: 0)
        var f = Fix(latitude: 10, longitude: 20, speed: 3, mode: .twoD, quality: .simulated, pdop: 9)
        #expect(verdict(f, strict, meters: nil, age: 99).refusal?.code == "notMeasured")
        f.quality = .autonomous
        #expect(verdict(f, strict, meters: nil, age: 99).refusal?.code == "modeTooLow")
        f.mode = .threeD
        #expect(verdict(f, strict, meters: nil, age: 99).refusal?.code == "qualityNotAccepted")
        f.quality = .rtkFixed
        #expect(verdict(f, strict, meters: nil, age: 99).refusal?.code == "stale")
        #expect(verdict(f, strict, meters: nil, age: 0).refusal?.code == "accuracyUnknown")
        #expect(verdict(f, strict, meters: 2, age: 0).refusal?.code == "accuracyTooLarge")
        #expect(verdict(f, strict, meters: 0.5, age: 0).refusal?.code == "pdopTooLarge")
        f.pdop = 1
        #expect(verdict(f, strict, meters: 0.5, age: 0).refusal?.code == "moving")
        f.speed = 0
        #expect(verdict(f, strict, meters: 0.5, age: 0) == .allowed)
    }
}
