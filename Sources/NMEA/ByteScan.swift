/// Word-at-a-time byte searches over a span (SWAR: eight bytes per step), used by the
/// framer and the checksum.
extension Span<UInt8> {
    /// Eight bytes at `offset`, the first in the lowest byte; `offset + 8` must be within the span.
    @inlinable
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.unsafeLoadUnaligned(fromUncheckedByteOffset: offset, as: UInt64.self))
    }
}

/// `byte` repeated in all eight bytes of a word.
@inlinable
func repeated(_ byte: UInt8) -> UInt64 {
    UInt64(byte) &* 0x0101_0101_0101_0101
}

/// A word with 0x80 set in exactly the bytes of `word` that are zero.
@inlinable
func zeroBytes(_ word: UInt64) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low7) &+ low7) | word | low7)
}

/// A word with 0x80 set in the bytes of `word` that are below `limit` (at most 0x80);
/// may also mark bytes after the first marked one, never before it.
@inlinable
func bytesBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- repeated(limit)) & ~word & 0x8080_8080_8080_8080
}
