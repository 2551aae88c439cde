import CNMEAScan

/// What one pass over a sentence's bytes found: where the sentence ends, where its
/// checksum starts, the XOR of its bytes, its commas and where its address ends.
///
/// ``NMEAFramer`` makes one while it looks for a sentence's line end and ``NMEAReader``
/// hands it to the parser, so each byte of a sentence is read once on the way from the
/// stream to the checksum test. Indices are relative to the sentence's first byte.
@usableFromInline
struct SentenceScan: Sendable {
    /// The index of the first CR, LF, `$` or `!` after the first byte, or the length
    /// scanned when there is none (or when line breaks are not looked for).
    @usableFromInline var end: Int
    /// The index of the first `*`, or ``end`` when there is none before it.
    @usableFromInline var star: Int
    /// The XOR of the bytes after the first and before ``star``.
    @usableFromInline var checksum: UInt8
    /// The number of commas before ``star``.
    @usableFromInline var commas: Int
    /// The index of the first byte after the first that is not an ASCII letter or digit
    /// (the end of the address), when it is one of the sixteen bytes after the first; -1
    /// when not found there.
    @usableFromInline var addressEnd: Int

    /// The scan of an empty sentence, before any was read.
    @inlinable
    init() {
        end = 0
        star = 0
        checksum = 0
        commas = 0
        addressEnd = -1
    }

    /// Scans `bytes[start..<limit]`, where `bytes[start]` is a sentence's `$` or `!`: with
    /// `stopsAtLineBreaks`, the sentence ends at its first CR, LF, `$` or `!`; otherwise at
    /// `limit`. Sixteen bytes at a time (`cnmea_scan`, in C for its vector compares).
    @inlinable @inline(__always)
    init(_ bytes: Span<UInt8>, from start: Int, to limit: Int, stopsAtLineBreaks: Bool) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            cnmea_scan(buffer.baseAddress, start, limit, stopsAtLineBreaks)
        }
        end = result.end
        star = result.star
        checksum = result.checksum
        commas = result.commas
        addressEnd = result.address_end
    }
}
