/// A sentence's type: its address without the talker (`GGA` for `$GPGGA`, `VDM` for
/// `!AIVDM`), or the whole address for a proprietary sentence (`PGRME`).
///
/// Stored inline (up to 16 ASCII bytes), so counting sentences by type allocates nothing.
public struct SentenceType: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    /// Creates a type from sixteen bytes packed little-endian, zero past the last.
    @inlinable
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Creates a type from up to eight ASCII bytes packed little-endian (`GGA` is `0x414747`).
    @inlinable
    init(packed: UInt64) {
        low = packed
        high = 0
    }

    /// The type of an untyped sentence whose address is `line[1..<addressEnd]`: the
    /// address without its two talker letters, or the whole address when proprietary
    /// (`P...`) or shorter than three letters (``RawSentence/type``'s rule).
    @inlinable
    public init(untyped line: Span<UInt8>, addressEnd: Int) {
        let skip = line[1] == UInt8(ascii: "P") || addressEnd < 4 ? 0 : 2
        let start = 1 &+ skip
        let count = addressEnd &- start
        guard count <= 8 && start &+ 8 <= line.count else {
            self.init(line, start..<addressEnd)
            return
        }
        // Up to eight bytes in one load.
        self.init(packed: line.word(at: start) & (count == 8 ? ~0 : (1 &<< UInt64(8 &* count)) &- 1))
    }

    /// The type's bytes mixed into one word, for a table keyed by type whose slot is a
    /// few of these bits (cheaper than a `Hasher`; not stable across versions).
    @inlinable
    public var mixedBits: UInt64 {
        (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    }

    /// Creates a type from the bytes `line[range]`, at most 16.
    @inlinable
    init(_ line: Span<UInt8>, _ range: Range<Int>) {
        self.init(packed: 0)
        for p in range { append(line[p]) }
    }

    /// The number of bytes.
    @inlinable
    var count: Int {
        high == 0 ? (64 - low.leadingZeroBitCount + 7) / 8 : 8 + (64 - high.leadingZeroBitCount + 7) / 8
    }

    /// Appends one byte (ignored past 16).
    @inlinable
    mutating func append(_ byte: UInt8) {
        let shift = UInt64(count * 8)
        if shift < 64 { low |= UInt64(byte) << shift } else if shift < 128 { high |= UInt64(byte) << (shift - 64) }
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
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the type's bytes (`GGA`), read in place.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let count = (71 - low.leadingZeroBitCount) / 8 + (71 - high.leadingZeroBitCount) / 8
        var words = (low.littleEndian, high.littleEndian)
        return try withUnsafeBytes(of: &words) { raw in
            try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<count]))
        }
    }

    /// Orders types by their text.
    public static func < (lhs: SentenceType, rhs: SentenceType) -> Bool {
        lhs.description < rhs.description
    }
}
