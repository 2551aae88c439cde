/// A small seeded generator (SplitMix64) for the tests: the same seed gives the same
/// sequence on every run, so that a failing random case can be made again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed at first.
    public var state: UInt64

    /// A generator whose sequence `seed` determines.
    public init(state seed: UInt64) {
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

    /// A number in `0..<bound` (0 when `bound` is not positive), by the remainder of
    /// ``next()``: slightly biased, and cheap to reproduce from a seed.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
