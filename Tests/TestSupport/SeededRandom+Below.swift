import Simulator

extension SeededRandom {
    /// A number in `0..<bound` (0 when `bound` is not positive), by the remainder of
    /// ``next()``: slightly biased, and cheap to make again from a seed.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
