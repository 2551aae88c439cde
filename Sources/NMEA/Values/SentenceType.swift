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
