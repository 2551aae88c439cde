#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Confidence radii of zero-mean normal position errors, computed exactly (no rule of thumb).
///
/// A horizontal error with standard deviations `a` and `b` along the principal axes of its
/// error ellipse (orientation does not matter for a radius) lies within `r` of the truth with
/// probability
///
///     P(r) = (1 / 2π) ∫₀^2π [1 − exp(−r² / (2 (a² cos²φ + b² sin²φ)))] dφ
///
/// (integrate the density in polar coordinates of the whitened error `(e₁/a, e₂/b)`). The
/// integrand is smooth and periodic, so the midpoint rule over a quarter period converges
/// geometrically, the faster the rounder the ellipse: 8 nodes from an axis ratio of 0.625,
/// 16 from 0.34 and 32 below are accurate to 1e-11 from a ratio of 0.165 up. Below it, down
/// to the degenerate `b = 0`, 32 nodes are accurate to 1e-9 at the radii sought (from the
/// 68% radius of a line, 0.9945 sigmas, up), but not at a fraction of a sigma, where the
/// integrand has a feature as narrow as the ratio: ``probability(within:majorSigma:minorSigma:)``
/// and ``horizontal(majorSigma:minorSigma:probability:)`` integrate there along the major
/// axis instead (``thinCDF(_:axisRatio:)``).
/// The radius is `a` times a factor of the axis ratio `b / a` alone, which grows from `k₁`,
/// the 1-D normal quantile (the limit `b → 0`), to `k₂`, the Rayleigh quantile (the circle
/// `b = a`). ``horizontal(majorSigma:minorSigma:confidence:)`` solves `P(r) = p` for it:
/// exactly at 33 axis ratios once (bracketed Newton iteration), then per call from a cubic
/// through those values refined by one Newton step.
///
/// No heap allocation, no global mutable state: the same inputs always give the same bits.
public enum NormalErrorRadius {
    /// cos² of the 8 midpoint nodes over the quarter period [0, π/2].
    static let cosineSquares8: InlineArray<8, Double> = midpointCosineSquares()
    /// cos² of the 16 midpoint nodes over the quarter period [0, π/2].
    static let cosineSquares16: InlineArray<16, Double> = midpointCosineSquares()
    /// cos² of the 32 midpoint nodes over the quarter period [0, π/2].
    static let cosineSquares32: InlineArray<32, Double> = midpointCosineSquares()

    /// cos² of the `n` midpoint nodes φⱼ = (j + ½) π / 2n over the quarter period [0, π/2].
    static func midpointCosineSquares<let n: Int>() -> InlineArray<n, Double> {
        InlineArray { j in
            let c = cos((Double(j) + 0.5) * Double.pi / Double(2 * n))
            return c * c
        }
    }

    /// The radius, metres, that holds a horizontal normal error with the given principal-axis
    /// standard deviations with the probability of `confidence`.
    ///
    /// The sigmas may come in either order. Both 0 gives 0.
    ///
    /// - Parameters:
    ///   - majorSigma: standard deviation along one principal axis, metres.
    ///   - minorSigma: standard deviation along the other principal axis, metres.
    ///   - confidence: the probability the radius must hold.
    /// - Returns: the radius, or `nil` when a sigma is negative, NaN or infinite, or the
    ///   radius would overflow.
    /// - Complexity: O(1): one quadrature of 8 to 32 exponentials (none for a circle or a line).
    ///
    /// ```swift
    /// NormalErrorRadius.horizontal(majorSigma: 2, minorSigma: 2, confidence: .p68) // 3.019
    /// ```
    public static func horizontal(majorSigma: Double, minorSigma: Double, confidence: Confidence) -> Double? {
        guard majorSigma.isFinite, minorSigma.isFinite, majorSigma >= 0, minorSigma >= 0 else { return nil }
        let a = max(majorSigma, minorSigma)
        let b = min(majorSigma, minorSigma)
        guard a > 0 else { return 0 }
        let factor = radiusFactor(axisRatio: b / a, confidence: confidence)
        let r = a * factor
        return r.isFinite ? r : nil
    }

    /// The radius, metres, that holds a horizontal normal error with the given principal-axis
    /// standard deviations with any probability, solved exactly on each call: for figures
    /// that are not at a ``Confidence`` level, such as a circular probable error (50%). A
    /// minor sigma of 0 gives the two-sided 1-D normal quantile, so `probability: 0.5,
    /// majorSigma: σ, minorSigma: 0` is the probable error of a 1-D error.
    ///
    /// - Returns: the radius, or `nil` when a sigma is negative, NaN or infinite, or the
    ///   probability is not strictly between 0 and 1.
    /// - Complexity: O(1): a few quadratures of 8 to 32 exponentials (and 32 error functions
    ///   for an axis ratio under ``thinAxisRatio``).
    public static func horizontal(majorSigma: Double, minorSigma: Double, probability p: Double) -> Double? {
        guard majorSigma.isFinite, minorSigma.isFinite, majorSigma >= 0, minorSigma >= 0, p > 0, p < 1 else { return nil }
        let a = max(majorSigma, minorSigma)
        let b = min(majorSigma, minorSigma)
        guard a > 0 else { return 0 }
        let r = a * solve(probability: p, bracket: 0, (-2 * log1p(-p)).squareRoot(), cdf: accurateCDF(axisRatio: b / a))
        return r.isFinite ? r : nil
    }

    /// The half-interval, metres, that holds a 1-D normal error of standard deviation
    /// `sigma` with the probability of `confidence` (`sigma` times
    /// ``Confidence/normalQuantile``).
    ///
    /// - Returns: the half-interval, or `nil` when `sigma` is negative, NaN or infinite.
    public static func vertical(sigma: Double, confidence: Confidence) -> Double? {
        guard sigma.isFinite, sigma >= 0 else { return nil }
        let r = sigma * confidence.normalQuantile
        return r.isFinite ? r : nil
    }

    /// The probability that a horizontal normal error with the given principal-axis sigmas
    /// lies within `radius` of the truth, to within 1e-11.
    ///
    /// - Returns: a probability in 0...1, or `nil` when an input is negative, NaN or infinite.
    public static func probability(within radius: Double, majorSigma: Double, minorSigma: Double) -> Double? {
        guard radius.isFinite, majorSigma.isFinite, minorSigma.isFinite,
              radius >= 0, majorSigma >= 0, minorSigma >= 0 else { return nil }
        let a = max(majorSigma, minorSigma)
        let b = min(majorSigma, minorSigma)
        guard a > 0 else { return 1 }
        let (x, q) = (radius / a, b / a)
        return takesThinForm(x, axisRatio: q) ? thinCDF(x, axisRatio: q) : cdf(x, axisRatio: q).value
    }

    /// P(|e| <= x a) and its derivative in `x` for axis ratio `q`, to within 1e-11 at every
    /// radius: ``cdf(_:axisRatio:)``, with ``thinCDF(_:axisRatio:)``'s value where
    /// ``takesThinForm(_:axisRatio:)``.
    static func accurateCDF(axisRatio q: Double) -> (Double) -> (value: Double, slope: Double) {
        { x in
            let polar = cdf(x, axisRatio: q)
            return takesThinForm(x, axisRatio: q) ? (thinCDF(x, axisRatio: q), polar.slope) : polar
        }
    }

    /// Whether the polar midpoint rule loses accuracy at `x` major sigmas for axis ratio `q`
    /// (below ``thinAxisRatio`` and two sigmas), so that ``thinCDF(_:axisRatio:)`` gives the value.
    static func takesThinForm(_ x: Double, axisRatio q: Double) -> Bool {
        q < thinAxisRatio && x < 2
    }

    /// The axis ratio below which ``takesThinForm(_:axisRatio:)`` holds within two major sigmas.
    static let thinAxisRatio = 0.165

    /// P(|e| <= x a) for axis ratio `q` in 0..<1, integrated along the major axis: with ψ the
    /// angle of a point of the circle from the minor axis,
    ///
    ///     P = (2 / √(2π)) ∫₀^(π/2) exp(−(x cos ψ)² / 2) erf(x sin ψ / (q√2)) x sin ψ dψ
    ///
    /// (the major axis's density times the minor axis's probability of the chord). The erf
    /// saturates within ψ ≈ 4√2 q / x, so the interval is split there and each part takes
    /// 16 Gauss–Legendre nodes: within 1e-12 of an adaptive quadrature for `x` below 2.
    /// `q = 0` gives the 1-D normal's `erf(x / √2)`.
    static func thinCDF(_ x: Double, axisRatio q: Double) -> Double {
        guard x > 0 else { return 0 }
        let split = min(Double.pi / 2, 4 * 2.0.squareRoot() * q / x)
        let scale = x / (q * 2.0.squareRoot())
        func integral(from low: Double, to high: Double) -> Double {
            let (middle, half) = (0.5 * (low + high), 0.5 * (high - low))
            var sum = 0.0
            for j in legendre16.indices {
                let psi = middle + half * legendre16[j].node
                let (c, s) = (cos(psi), sin(psi))
                sum += legendre16[j].weight * exp(-0.5 * x * x * c * c) * erf(scale * s) * x * s
            }
            return half * sum
        }
        let total = (split > 0 ? integral(from: 0, to: split) : 0) + integral(from: split, to: Double.pi / 2)
        return min(1, total * (2 / (2 * Double.pi).squareRoot()))
    }

    /// The 16 Gauss–Legendre nodes on [−1, 1] and their weights.
    static let legendre16: InlineArray<16, (node: Double, weight: Double)> = gaussLegendre()

    /// The `n` Gauss–Legendre nodes on [−1, 1] (the roots of the Legendre polynomial Pₙ,
    /// by Newton's method from Tricomi's estimate) and their weights 2 / ((1 − t²) Pₙ′(t)²).
    static func gaussLegendre<let n: Int>() -> InlineArray<n, (node: Double, weight: Double)> {
        InlineArray { i in
            var t = cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
            var slope = 1.0
            for _ in 0..<100 {
                var (previous, current) = (1.0, t)  // P₀(t), P₁(t)
                for k in stride(from: 2.0, through: Double(n), by: 1) {
                    (previous, current) = (current, ((2 * k - 1) * t * current - (k - 1) * previous) / k)
                }
                slope = Double(n) * (t * current - previous) / (t * t - 1)
                let step = current / slope
                t -= step
                if abs(step) <= 1e-15 { break }
            }
            return (t, 2 / ((1 - t * t) * slope * slope))
        }
    }

    /// The number of intervals of the factor tables over the axis ratio 0...1.
    static let tableIntervals = 32

    /// The exact radius factors at axis ratios j / 32, for 68%.
    static let factors68 = InlineArray<33, Double> { j in solve(axisRatio: Double(j) / Double(tableIntervals), confidence: .p68) }

    /// The exact radius factors at axis ratios j / 32, for 95%.
    static let factors95 = InlineArray<33, Double> { j in solve(axisRatio: Double(j) / Double(tableIntervals), confidence: .p95) }

    /// The radius in major sigmas for an ellipse with minor/major ratio `q` in 0...1.
    ///
    /// A cubic through the four nearest exact table values starts within 3e-6 of the root;
    /// one Newton step on the quadrature brings it within 1e-9 (the tests check this
    /// against ``solve(axisRatio:confidence:)`` over a dense grid). One quadrature in all.
    static func radiusFactor(axisRatio q: Double, confidence: Confidence) -> Double {
        if q >= 1 { return confidence.rayleighQuantile }
        if q <= 0 { return confidence.normalQuantile }
        let n = tableIntervals
        let position = q * Double(n)
        let first = min(max(Int(position) - 1, 0), n - 3)
        let t = position - Double(first)
        // The Lagrange weights of nodes 0, 1, 2, 3 at t: ∏ (t - m) / ∏ (k - m) over m ≠ k.
        let (t1, t2, t3) = (t - 1, t - 2, t - 3)
        let weights = [t1 * t2 * t3 / -6, t * t2 * t3 / 2, t * t1 * t3 / -2, t * t1 * t2 / 6] as InlineArray
        var guess = 0.0
        for k in 0..<4 {
            guess += weights[k] * (confidence == .p68 ? factors68[first + k] : factors95[first + k])
        }
        let (value, slope) = cdf(guess, axisRatio: q)
        return guess - (value - confidence.probability) / slope
    }

    /// The radius in major sigmas for axis ratio `q` in 0...1, solved to machine precision
    /// by Newton steps kept inside the bracket [1-D quantile, Rayleigh quantile].
    static func solve(axisRatio q: Double, confidence: Confidence) -> Double {
        solve(probability: confidence.probability, bracket: confidence.normalQuantile, confidence.rayleighQuantile) { x in
            cdf(x, axisRatio: q)
        }
    }

    /// The radius in major sigmas at which `cdf` (a probability and its derivative in the
    /// radius) reaches `p`, by Newton steps kept inside a bracket that holds the root.
    static func solve(
        probability p: Double, bracket low: Double, _ high: Double, cdf: (Double) -> (value: Double, slope: Double)
    ) -> Double {
        var low = low
        var high = high
        var x = 0.5 * (low + high)
        for _ in 0..<100 {
            let (value, slope) = cdf(x)
            let error = value - p
            let step = error / slope
            if abs(step) <= 1e-13 * x { return x - step }
            if error > 0 { high = x } else { low = x }
            let next = x - step
            x = next > low && next < high ? next : 0.5 * (low + high)
        }
        return x
    }

    /// P(|e| <= x a) and its derivative in `x`, for axis ratio `q` (midpoint rule, with as
    /// few nodes as the ratio allows).
    static func cdf(_ x: Double, axisRatio q: Double) -> (value: Double, slope: Double) {
        if q >= 0.625 { return cdf(x, axisRatio: q, cosineSquares: cosineSquares8) }
        if q >= 0.34 { return cdf(x, axisRatio: q, cosineSquares: cosineSquares16) }
        return cdf(x, axisRatio: q, cosineSquares: cosineSquares32)
    }

    /// ``cdf(_:axisRatio:)`` by the midpoint rule on the nodes whose cos² are `cosineSquares`.
    @inline(__always)
    static func cdf<let n: Int>(
        _ x: Double, axisRatio q: Double, cosineSquares: InlineArray<n, Double>
    ) -> (value: Double, slope: Double) {
        let q2 = q * q
        let halfX2 = 0.5 * x * x
        var tail = 0.0
        var density = 0.0
        for j in cosineSquares.indices {
            let c = q2 + (1 - q2) * cosineSquares[j]
            let e = exp(-halfX2 / c)
            tail += e
            density += e / c
        }
        return (1 - tail / Double(n), x * density / Double(n))
    }
}
