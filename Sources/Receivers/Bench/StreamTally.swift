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
    /// Parsed raw sentences per type, in the order first seen.
    private(set) var rawByType: [(type: SentenceType, count: Int)] = []
    /// Where each type of ``rawByType`` is: slot `mixedBits >> rawSlotShift` onwards
    /// (linear probing) holds its index plus one; 0 is empty. Kept at most half full.
    private var rawSlots = [Int32](repeating: 0, count: 64)
    private var rawSlotShift: UInt64 = 58
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
    /// ``rawSlots`` after a comparison or two, however many types the log holds.
    private mutating func countRaw(_ type: SentenceType) {
        let mask = rawSlots.count - 1
        var slot = Int(truncatingIfNeeded: type.mixedBits >> rawSlotShift)
        while rawSlots[slot] != 0 {
            let index = Int(rawSlots[slot]) - 1
            if rawByType[index].type == type {
                rawByType[index].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
        rawByType.append((type, 1))
        rawSlots[slot] = Int32(rawByType.count)
        if rawByType.count * 2 > rawSlots.count { growRawSlots() }
    }

    /// Doubles ``rawSlots`` and places every type again.
    private mutating func growRawSlots() {
        rawSlots = [Int32](repeating: 0, count: rawSlots.count * 2)
        rawSlotShift -= 1
        let mask = rawSlots.count - 1
        for (index, entry) in rawByType.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.type.mixedBits >> rawSlotShift)
            while rawSlots[slot] != 0 { slot = (slot + 1) & mask }
            rawSlots[slot] = Int32(index + 1)
        }
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
        var all = Dictionary(uniqueKeysWithValues: rawByType.map { ($0.type.description, $0.count) })
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
