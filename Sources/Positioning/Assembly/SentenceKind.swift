/// The sentence types the epoch assembler merges, as a small value for its cycle learning.
enum SentenceKind: UInt8, Sendable {
    case gga, rmc, gll, gns, vtg, gsa, gsv, gst, zda, gbs, pubx00, pgrme

    /// The kind's bit in a ``CycleLearner`` set of kinds.
    @inline(__always)
    var bit: UInt16 { 1 << UInt16(rawValue) }
}
