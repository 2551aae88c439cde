import Testing
@testable import Positioning

#if canImport(Glibc)
import Glibc
#endif

/// `NormalErrorRadius`: the reference values of the issue, to 0.1%, and robustness.
@Suite struct AccuracyRadiusTests {
    /// Relative difference.
    func relative(_ value: Double?, _ expected: Double) -> Double {
        guard let value else { return .infinity }
        return abs(value / expected - 1)
    }

    @Test func circularReferenceValues() {
        let r68 = NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: 1, confidence: .p68)
        let r95 = NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: 1, confidence: .p95)
        #expect(relative(r68, 1.5096) < 0.001)
        #expect(relative(r95, 2.4477) < 0.001)
    }

    @Test func elongatedReferenceValues() {
        for ratio in [1e-3, 1e-6, 0.0] {
            let r68 = NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: ratio, confidence: .p68)
            let r95 = NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: ratio, confidence: .p95)
            #expect(relative(r68, 0.9945) < 0.001)
            #expect(relative(r95, 1.9600) < 0.001)
        }
    }

    /// Values from an independent adaptive quadrature (SciPy `quad` + `brentq`, 1e-14).
    @Test(arguments: [
        (0.5, Confidence.p68, 1.148052), (0.2, .p68, 1.015241), (0.1, .p68, 0.999524),
        (0.5, .p95, 2.035859), (0.2, .p95, 1.970408), (0.05, .p95, 1.960603),
    ])
    func intermediateRatios(ratio: Double, confidence: Confidence, expected: Double) {
        let r = NormalErrorRadius.horizontal(majorSigma: 10, minorSigma: 10 * ratio, confidence: confidence)
        #expect(relative(r, 10 * expected) < 1e-6)
    }

    @Test func quantilesMatchTheirDefinitions() {
        for c in Confidence.allCases {
            #expect(abs(erf(c.normalQuantile / 2.0.squareRoot()) - c.probability) < 1e-12)
            #expect(abs(1 - exp(-c.rayleighQuantile * c.rayleighQuantile / 2) - c.probability) < 1e-12)
        }
    }

    @Test func radiusHoldsItsProbability() throws {
        for (a, b) in [(3.0, 1.0), (1.0, 3.0), (7.5, 7.4), (2.0, 0.01)] {
            for c in Confidence.allCases {
                let r = try #require(NormalErrorRadius.horizontal(majorSigma: a, minorSigma: b, confidence: c))
                let p = try #require(NormalErrorRadius.probability(within: r, majorSigma: a, minorSigma: b))
                #expect(abs(p - c.probability) < 1e-9)
            }
        }
    }

    @Test func fastPathMatchesTheFullSolve() {
        var worst = 0.0
        for step in 0...2000 {
            let q = Double(step) / 2000
            for c in Confidence.allCases {
                let fast = NormalErrorRadius.radiusFactor(axisRatio: q, confidence: c)
                worst = max(worst, abs(fast / NormalErrorRadius.solve(axisRatio: q, confidence: c) - 1))
            }
        }
        #expect(worst < 2e-9)
    }

    /// The quadrature, with its node count chosen by the axis ratio, against the midpoint
    /// rule on 512 nodes: within 1e-10 from a ratio of 0.2 (below the lowest band edge), at
    /// any radius; down to a line, within 1e-9 from the smallest radius sought (the 68%
    /// radius of a line, 0.9945 sigmas).
    /// P(|e| <= x a) for axis ratio `q` by the polar midpoint rule on `nodes` nodes: the
    /// tests' reference, converged when `nodes` is large against 1 / q.
    func midpointRule(_ x: Double, _ q: Double, nodes n: Int) -> Double {
        var tail = 0.0
        for j in 0..<n {
            let c = cos((Double(j) + 0.5) * Double.pi / Double(2 * n))
            tail += exp(-0.5 * x * x / (q * q + (1 - q * q) * c * c))
        }
        return 1 - tail / Double(n)
    }

    @Test func quadratureMatchesAFineRule() {
        func reference(_ x: Double, _ q: Double) -> Double { midpointRule(x, q, nodes: 512) }
        var worstRound = 0.0
        var worstElongated = 0.0
        for qStep in 0...200 {
            let q = Double(qStep) / 200
            for xStep in 0...88 {
                let x = 0.2 + Double(xStep) * 0.05
                let error = abs(NormalErrorRadius.cdf(x, axisRatio: q).value - reference(x, q))
                if q >= 0.2 {
                    worstRound = max(worstRound, error)
                } else if x >= 0.99 {
                    worstElongated = max(worstElongated, error)
                }
            }
        }
        #expect(worstRound < 1e-10)
        #expect(worstElongated < 1e-9)
    }

    /// A thin ellipse at a fraction of a sigma, where the polar midpoint rule's integrand has a
    /// feature as narrow as the axis ratio: `probability(within:)` against a midpoint rule of
    /// 2¹⁶ nodes (converged there), against the line's closed form, and continuous where it
    /// changes method.
    @Test func thinEllipsesHoldAtEveryRadius() throws {
        func reference(_ x: Double, _ q: Double) -> Double { midpointRule(x, q, nodes: 1 << 16) }
        var worst = 0.0
        for q in [0.002, 0.01, 0.03, 0.05, 0.1, 0.164] {
            for x in [0.01, 0.05, 0.1, 0.2, 0.5, 0.674, 1, 1.5, 1.99] {
                let p = try #require(NormalErrorRadius.probability(within: x, majorSigma: 1, minorSigma: q))
                worst = max(worst, abs(p - reference(x, q)))
            }
        }
        #expect(worst < 1e-11, "\(worst)")
        for x in [0.001, 0.1, 0.5, 1, 1.9] {
            let line = try #require(NormalErrorRadius.probability(within: 3 * x, majorSigma: 3, minorSigma: 0))
            #expect(abs(line - erf(x / 2.0.squareRoot())) < 1e-13, "\(x)")
        }
        let q = NormalErrorRadius.thinAxisRatio
        for x in [0.1, 0.5, 1.5] {
            let below = try #require(NormalErrorRadius.probability(within: x, majorSigma: 1, minorSigma: q.nextDown))
            let at = try #require(NormalErrorRadius.probability(within: x, majorSigma: 1, minorSigma: q))
            #expect(abs(below - at) < 1e-11, "\(x)")
        }
        for q in [0.0, 0.01, 0.1] {
            let below = try #require(NormalErrorRadius.probability(within: 2.0.nextDown, majorSigma: 1, minorSigma: q))
            let at = try #require(NormalErrorRadius.probability(within: 2, majorSigma: 1, minorSigma: q))
            #expect(abs(below - at) < 1e-11, "\(q)")
        }
    }

    @Test func sigmaOrderDoesNotMatter() {
        let ab = NormalErrorRadius.horizontal(majorSigma: 4, minorSigma: 1.5, confidence: .p95)
        let ba = NormalErrorRadius.horizontal(majorSigma: 1.5, minorSigma: 4, confidence: .p95)
        #expect(ab == ba)
    }

    @Test func scalesLinearly() throws {
        let one = try #require(NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: 0.3, confidence: .p68))
        let big = try #require(NormalErrorRadius.horizontal(majorSigma: 1e6, minorSigma: 3e5, confidence: .p68))
        #expect(abs(big / 1e6 - one) < 1e-12)
    }

    @Test func radiusGrowsWithTheMinorAxis() throws {
        var previous = 0.0
        for step in 0...20 {
            let r = try #require(NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: Double(step) / 20, confidence: .p68))
            #expect(r > previous)
            previous = r
        }
    }

    @Test func degenerateInputs() {
        #expect(NormalErrorRadius.horizontal(majorSigma: 0, minorSigma: 0, confidence: .p68) == 0)
        #expect(NormalErrorRadius.horizontal(majorSigma: .nan, minorSigma: 1, confidence: .p68) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: 1, minorSigma: -1, confidence: .p68) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: .infinity, minorSigma: 1, confidence: .p68) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: .greatestFiniteMagnitude, minorSigma: 1, confidence: .p95) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: 1e300, minorSigma: 1e-300, confidence: .p95) != nil)
        #expect(NormalErrorRadius.vertical(sigma: .nan, confidence: .p68) == nil)
        #expect(NormalErrorRadius.vertical(sigma: 0, confidence: .p68) == 0)
        #expect(NormalErrorRadius.probability(within: .nan, majorSigma: 1, minorSigma: 1) == nil)
    }

    @Test func verticalUsesTheNormalQuantile() {
        #expect(relative(NormalErrorRadius.vertical(sigma: 2, confidence: .p68), 2 * 0.9945) < 0.001)
        #expect(relative(NormalErrorRadius.vertical(sigma: 2, confidence: .p95), 2 * 1.96) < 0.001)
    }

    /// The radius at any probability: the confidence levels' radii at their own
    /// probabilities, the circular and 1-D probable errors at 50%, and no answer outside 0...1.
    @Test(arguments: [1.0, 0.6, 0.25, 0.0])
    func radiusAtAnyProbability(axisRatio: Double) throws {
        for confidence in Confidence.allCases {
            let level = try #require(NormalErrorRadius.horizontal(majorSigma: 3, minorSigma: 3 * axisRatio, confidence: confidence))
            let any = try #require(NormalErrorRadius.horizontal(majorSigma: 3, minorSigma: 3 * axisRatio, probability: confidence.probability))
            #expect(abs(any - level) < 1e-9 * level)
        }
        let median = try #require(NormalErrorRadius.horizontal(majorSigma: 3, minorSigma: 3 * axisRatio, probability: 0.5))
        let p = try #require(NormalErrorRadius.probability(within: median, majorSigma: 3, minorSigma: 3 * axisRatio))
        #expect(abs(p - 0.5) < 1e-11)
        if axisRatio == 1 { #expect(abs(median - 3 * (2 * log(2.0)).squareRoot()) < 1e-9) }
        if axisRatio == 0 { #expect(abs(median - 3 * 0.674_489_750_196_081_7) < 1e-11) }
        #expect(NormalErrorRadius.horizontal(majorSigma: 3, minorSigma: 1, probability: 1) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: 3, minorSigma: 1, probability: 0) == nil)
        #expect(NormalErrorRadius.horizontal(majorSigma: -3, minorSigma: 1, probability: 0.5) == nil)
    }
}
