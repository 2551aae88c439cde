/// The sentence types the epoch assembler merges, as a small value for its cycle learning.
enum SentenceKind: UInt8, Sendable {
    case gga, rmc, gll, gns, vtg, gsa, gsv, gst, zda, gbs, pubx00, pgrme

    /// Whether sentences of this kind can end a cycle: those that carry fix data. GSA and
    /// GSV come in bursts (one per constellation or signal) and only describe satellites,
    /// so a cycle never ends at one: emitting at the first of a burst would split it.
    var canEndCycle: Bool { self != .gsa && self != .gsv }

    /// The kind's bit in a ``CycleLearner`` mask.
    var bit: UInt16 { 1 << UInt16(rawValue) }
}
