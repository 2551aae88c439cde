/// A sentence's type: its address without the talker (`GGA` for `$GPGGA`, `VDM` for
/// `!AIVDM`), or the whole address for a proprietary sentence (`PGRME`).
///
/// Stored inline (up to 16 ASCII bytes), so counting sentences by type allocates nothing.
public struct SentenceType: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    /// Creates a type from up to eight ASCII bytes packed little-endian (`GGA` is `0x414747`).
    @inlinable
    init(packed: UInt64) {
        low = packed
        high = 0
    }

    /// Creates a type from the bytes `line[range]`, at most 16.
    @inlinable
    init(_ line: Span<UInt8>, _ range: Range<Int>) {
        low = 0
        high = 0
        var shift: UInt64 = 0
        for p in range {
            let byte = UInt64(line[p])
            if shift < 64 { low |= byte << shift } else { high |= byte << (shift - 64) }
            shift += 8
        }
    }

    /// Creates a type from its text, such as `"GGA"`; `nil` when empty, longer than 16
    /// bytes, or not letters and digits.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 16, bytes.allSatisfy(isAddressByte) else { return nil }
        self.init(bytes.span, bytes.indices)
    }

    /// The type as text.
    public var description: String {
        var bytes: [UInt8] = []
        for word in [low, high] {
            var rest = word
            while rest != 0 {
                bytes.append(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Orders types by their text.
    public static func < (lhs: SentenceType, rhs: SentenceType) -> Bool {
        lhs.description < rhs.description
    }
}
