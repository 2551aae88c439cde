extension Span<UInt8> {
    /// Eight bytes at `offset`, the first in the lowest byte; `offset + 8` must be within
    /// the span. ``RawSentence`` copies a sentence a word at a time with it.
    @inlinable
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.unsafeLoadUnaligned(fromUncheckedByteOffset: offset, as: UInt64.self))
    }
}
