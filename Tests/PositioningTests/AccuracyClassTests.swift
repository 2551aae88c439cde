import Testing
import Positioning

/// `AccuracyClass` boundaries are strict: exactly 5, 10, 15, 20 m fall in the worse class.
@Suite struct AccuracyClassTests {
    @Test(arguments: [
        (0.0, AccuracyClass.excellent), (4.999_999, .excellent), (5.0, .good), (9.999_999, .good),
        (10.0, .acceptable), (14.999_999, .acceptable), (15.0, .marginal), (19.999_999, .marginal),
        (20.0, .poor), (1e9, .poor), (Double.infinity, .poor),
    ])
    func boundaries(meters: Double, expected: AccuracyClass) {
        #expect(AccuracyClass(meters: meters) == expected)
    }

    @Test func justBelowEachBoundaryIsTheBetterClass() {
        #expect(AccuracyClass(meters: 5.0.nextDown) == .excellent)
        #expect(AccuracyClass(meters: 10.0.nextDown) == .good)
        #expect(AccuracyClass(meters: 15.0.nextDown) == .acceptable)
        #expect(AccuracyClass(meters: 20.0.nextDown) == .marginal)
    }

    @Test func unknownInputs() {
        #expect(AccuracyClass(meters: nil) == .unknown)
        #expect(AccuracyClass(meters: .nan) == .unknown)
        #expect(AccuracyClass(meters: -1) == .unknown)
        #expect(AccuracyClass(nil) == .unknown)
    }

    @Test func colours() {
        #expect(AccuracyClass.excellent.colorName == "green")
        #expect(AccuracyClass.good.colorName == "green")
        #expect(AccuracyClass.acceptable.colorName == "yellow")
        #expect(AccuracyClass.marginal.colorName == "orange")
        #expect(AccuracyClass.poor.colorName == "red")
    }

    @Test func goodAndAcceptableFlags() {
        func update(_ meters: Double?) -> LocationUpdate {
            LocationUpdate(
                fix: Fix(), horizontalAccuracy: meters.map { Accuracy(meters: $0, confidence: .p68, source: .receiver) },
                verticalAccuracy: nil, verdict: .refused(.noFix))
        }
        #expect(update(9.99).hasGoodAccuracy)
        #expect(!update(10).hasGoodAccuracy)
        #expect(update(19.99).hasAcceptableAccuracy)
        #expect(!update(20).hasAcceptableAccuracy)
        #expect(!update(nil).hasAcceptableAccuracy)
        #expect(update(12).accuracyClass == .acceptable)
    }
}
