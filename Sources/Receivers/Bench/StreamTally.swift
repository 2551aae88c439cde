import NMEA
import Positioning
import UBX

/// What a ``StreamBench`` stage counted, and how long it took.
public struct StreamTally: GNSSVisitor, Sendable {
    /// Sentences that parsed (typed or raw).
    public var sentences = 0
    /// UBX messages whose checksum matched (decoded or not).
    public var ubxMessages = 0
    /// UBX messages per type, in the order first seen (a log holds a handful).
    private(set) var ubxByType: [(id: UBXMessageID, count: Int)] = []
    /// Error events: rejected sentences, malformed fields, dropped lines.
    public var errors = 0
    /// Parsed raw sentences per type, the first ``rawSlotLimit`` types in place (no
    /// uniqueness check per count): a type's slot is `mixedBits >> 56` onwards (linear
    /// probing), a count of 0 is an empty slot, and the table is kept at most half full.
    private var rawSlots = InlineArray<256, RawCount>(repeating: RawCount(type: GGA.type, count: 0))
    private var rawSlotsUsed = 0
    /// NMEA 0183 names about ninety types, and a log of many receivers holds a few dozen
    /// with the proprietary ones: each past this limit costs a dictionary's hashing per
    /// sentence.
    private static let rawSlotLimit = 128
    /// Parsed raw sentences per type, for the types past the first ``rawSlotLimit``.
    private var rawOverflow: [SentenceType: Int] = [:]
    /// Parsed typed sentences per type, in the order of `typedTypes` (inline: no
    /// uniqueness check per count).
    private(set) var typed = InlineArray<12, Int>(repeating: 0)
    /// Wall time of the whole stage, file reading included.
    public var seconds = 0.0
    /// Fixes assembled (the fix stage only).
    public var fixes: Int?
    /// Fixes the capture gate allowed (the fix stage only).
    public var captureAllowed: Int?

    /// The typed sentence types, in the order of `typed`.
    public static let typedTypes = [GGA.type, RMC.type, GSA.type, GSV.type, GST.type, VTG.type,
                             GLL.type, ZDA.type, GNS.type, GBS.type, HDT.type, TXT.type]

    /// Counts one sentence (typed ones without hashing). The switch only picks an
    /// index, so the compiler makes it a table lookup instead of a jump per case. Always
    /// inlined: in the parser's branch for each type, the switch folds to a constant.
    @inline(__always)
    public mutating func visit(_ sentence: Sentence) {
        sentences += 1
        let index = switch sentence {
        case .gga: 0
        case .rmc: 1
        case .gsa: 2
        case .gsv: 3
        case .gst: 4
        case .vtg: 5
        case .gll: 6
        case .zda: 7
        case .gns: 8
        case .gbs: 9
        case .hdt: 10
        case .txt: 11
        case .raw, .pubx00, .pgrme: 12
        }
        if index < 12 {
            typed[index] += 1
            return
        }
        countRaw(sentence.type)
    }

    /// Counts one untyped sentence by its type, read from its bytes in place.
    public mutating func visitUntyped(_ line: Span<UInt8>, end: Int, addressEnd: Int) {
        sentences += 1
        countRaw(SentenceType(untyped: line, addressEnd: addressEnd))
    }

    /// Counts one sentence of a type without a slot in ``typed``: its slot found in
    /// ``rawSlots`` after a comparison or two.
    private mutating func countRaw(_ type: SentenceType) {
        var slot = Int(truncatingIfNeeded: type.mixedBits >> 56)
        while rawSlots[slot].count != 0 {
            if rawSlots[slot].type == type {
                rawSlots[slot].count &+= 1
                return
            }
            slot = (slot &+ 1) & (rawSlots.count &- 1)
        }
        if rawSlotsUsed < Self.rawSlotLimit {
            rawSlots[slot] = RawCount(type: type, count: 1)
            rawSlotsUsed += 1
        } else {
            rawOverflow[type, default: 0] += 1
        }
    }

    /// A raw sentence type and how many sentences of it were parsed.
    private struct RawCount: Sendable {
        var type: SentenceType
        var count: Int
    }

    /// Counts one error.
    public mutating func visit(_ error: NMEAError) {
        errors += 1
    }

    /// Counts one UBX message.
    public mutating func visit(_ message: UBXMessage) {
        ubxMessages += 1
        let id = message.id
        if ubxByType.last?.id == id {
            ubxByType[ubxByType.count - 1].count += 1
        } else if let slot = ubxByType.firstIndex(where: { $0.id == id }) {
            ubxByType[slot].count += 1
        } else {
            ubxByType.append((id, 1))
        }
    }

    /// Counts one rejected UBX frame or message.
    public mutating func visit(_ error: UBXError) {
        errors += 1
    }

    /// Parsed sentences and UBX messages per type name.
    public var byType: [String: Int] {
        var all: [String: Int] = [:]
        for slot in rawSlots.indices where rawSlots[slot].count > 0 { all[rawSlots[slot].type.description] = rawSlots[slot].count }
        for (type, count) in rawOverflow { all[type.description] = count }
        for (index, type) in StreamTally.typedTypes.enumerated() where typed[index] > 0 { all[type.description] = typed[index] }
        for (id, count) in ubxByType { all[id.description, default: 0] += count }
        return all
    }

    /// Sentences per second.
    public var rate: Double { seconds > 0 ? Double(sentences) / seconds : 0 }

    /// Sentences and UBX messages per second.
    public var messageRate: Double { seconds > 0 ? Double(sentences + ubxMessages) / seconds : 0 }

    /// Fixes per second.
    public var fixRate: Double { seconds > 0 ? Double(fixes ?? 0) / seconds : 0 }

    /// Creates an empty tally.
    public init() {}
}
