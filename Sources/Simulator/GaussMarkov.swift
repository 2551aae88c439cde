#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A first-order Gauss-Markov process with unit variance: the time-correlated noise of the
/// simulator's errors.
///
/// `x(t + Δt) = φ x(t) + √(1 − φ²) w`, with `φ = exp(−Δt / τ)` and `w` standard normal.
/// Started from its stationary distribution, every sample is exactly N(0, 1), whatever the
/// step, so an error `σ(t) x(t)` has standard deviation `σ(t)` at every epoch.
public struct GaussMarkov: Sendable {
    /// The correlation time τ, seconds.
    public let correlationTime: Double
    /// The current value.
    public private(set) var value: Double

    /// Starts a process at a draw from its stationary distribution.
    public init(correlationTime: Double, random: inout SeededRandom) {
        self.correlationTime = correlationTime
        self.value = random.gaussian()
    }

    /// Advances the process by `interval` seconds and returns the new value.
    public mutating func step(_ interval: Double, random: inout SeededRandom) -> Double {
        let phi = exp(-interval / correlationTime)
        value = phi * value + (1 - phi * phi).squareRoot() * random.gaussian()
        return value
    }
}
