#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small deterministic random source (SplitMix64): the same seed gives the same
/// sequence on every run, which makes simulated logs reproducible byte for byte.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state.
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in the open interval (0, 1).
    public mutating func uniform() -> Double {
        (Double(next() >> 11) + 0.5) / 9_007_199_254_740_992
    }

    /// A standard normal number (Box-Muller; one of the pair is discarded so that each call
    /// consumes exactly two uniforms).
    public mutating func gaussian() -> Double {
        let u = uniform()
        let v = uniform()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    /// An independent generator for one purpose, derived from this seed and a stream number,
    /// so that adding draws to one stream does not shift another.
    public func stream(_ number: UInt64) -> SeededRandom {
        var mixer = SeededRandom(seed: state ^ (number &* 0xD1B5_4A32_D192_ED03))
        return SeededRandom(seed: mixer.next())
    }
}
