/// What one pass over a sentence's bytes found: where the sentence ends, where its
/// checksum starts, the XOR of its bytes and its commas.
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

    /// The scan of an empty sentence, before any was read.
    @inlinable
    init() {
        end = 0
        star = 0
        checksum = 0
        commas = 0
    }

    /// Scans `bytes[start..<limit]`, where `bytes[start]` is a sentence's `$` or `!`.
    ///
    /// Eight bytes at a time up to the word holding `*` (or, when `stopsAtLineBreaks`, a
    /// byte up to `*`: CR, LF, `$`, `!` and a few rare others), then byte by byte. Commas
    /// are counted per byte lane, summed every 31 words (248 bytes: no sum can overflow a
    /// byte), which is once for any sentence from the framer.
    @inlinable @inline(__always)
    init(_ bytes: Span<UInt8>, from start: Int, to limit: Int, stopsAtLineBreaks: Bool) {
        var words: UInt64 = 0
        var commas = 0
        var p = start &+ 1
        var stopped = false
        while !stopped && p &+ 8 <= limit {
            var commaLanes: UInt64 = 0
            let blockEnd = min(limit, p &+ 31 &* 8)
            while p &+ 8 <= blockEnd {
                let word = bytes.word(at: p)
                // `*` is 0x2A and CR, LF, `$`, `!` are below it: one test finds them all
                // (and a few bytes rare in sentences, such as a space, which the byte loop
                // below reads as data).
                let stops = stopsAtLineBreaks
                    ? bytesBelow(word, UInt8(ascii: "*") &+ 1) : zeroBytes(word ^ repeated(UInt8(ascii: "*")))
                if stops != 0 {
                    stopped = true
                    break
                }
                words ^= word
                commaLanes &+= zeroBytes(word ^ repeated(UInt8(ascii: ","))) &>> 7
                p &+= 8
            }
            commas &+= Int(truncatingIfNeeded: (commaLanes &* 0x0101_0101_0101_0101) &>> 56)
        }
        words ^= words &>> 32
        words ^= words &>> 16
        words ^= words &>> 8
        var checksum = UInt8(truncatingIfNeeded: words)
        while p < limit {
            let byte = bytes[unchecked: p]
            if byte == UInt8(ascii: "*") { break }
            if stopsAtLineBreaks && isLineBreak(byte) { break }
            checksum ^= byte
            if byte == UInt8(ascii: ",") { commas &+= 1 }
            p &+= 1
        }
        self.checksum = checksum
        self.commas = commas
        star = p &- start
        if stopsAtLineBreaks {
            while p < limit && !isLineBreak(bytes[unchecked: p]) { p &+= 1 }
        } else {
            p = limit
        }
        end = p &- start
    }
}

/// Whether `byte` ends a sentence in a stream: CR, LF, or the `$` or `!` of the next one.
@inlinable @inline(__always)
func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "!")
}
