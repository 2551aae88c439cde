/// Splits a byte stream into candidate sentences: sans-I/O, resumable, bounded.
///
/// Feed bytes in chunks of any size with ``append(_:)``, then call ``next()`` until it
/// returns `nil` (it needs more bytes). A sentence starts at `$` or `!` and ends before a
/// CR or LF (CR, LF and CRLF all work); bytes outside sentences (comments, NUL bytes,
/// binary u-blox UBX or SiRF frames) are skipped. A `$` or `!` inside a sentence ends it
/// there (the cut sentence is returned and will fail its checksum) and starts the next.
///
/// A sentence may hold at most ``maxSentenceLength`` bytes without its line ending:
/// NMEA allows 82 characters with CR LF, and real receivers overrun that: u-blox's
/// `$PUBX,00` runs to about 110 bytes (its documented example has 109).
/// Longer lines are dropped as ``Frame/overlong(_:)``, counted in ``overlongCount``,
/// and reading resumes at the next `$` or `!`.
///
/// Memory: the buffer holds the bytes appended and not yet returned, and at most
/// ``maxSentenceLength`` bytes of an unfinished sentence carried over between chunks.
/// An unfinished sentence is scanned again from its start when more bytes come (at most
/// ``maxSentenceLength`` bytes), so that the scan that finds a line end also finds the
/// checksum's bytes: see ``SentenceScan``.
public struct NMEAFramer: Sendable {
    /// The longest sentence accepted, from `$` or `!` to the end of the checksum: 120 bytes.
    public static let maxSentenceLength = 120

    /// What ``next()`` found: byte ranges into ``buffer``, valid until the next ``append(_:)``.
    public enum Frame: Hashable, Sendable {
        /// A candidate sentence, from its `$` or `!`, without the line ending.
        case sentence(Range<Int>)
        /// The first ``maxSentenceLength`` bytes of a line that was too long and was dropped.
        case overlong(Range<Int>)
    }

    /// The bytes appended and not yet consumed (ranges of ``Frame`` index into it).
    public var buffer: ArraySlice<UInt8> { storage[..<end] }
    /// ``buffer``'s bytes, then room kept for the next ``append(upTo:reading:)``: the room
    /// is reused, not allocated again for each chunk (a new megabyte each time cost a page
    /// fault per 4 KiB).
    @usableFromInline var storage: [UInt8] = []
    /// The number of bytes of ``storage`` that hold input.
    @usableFromInline var end = 0
    /// The first byte not yet consumed.
    @usableFromInline var cursor = 0
    /// The scan of the sentence ``next()`` returned last, relative to its first byte.
    @usableFromInline var lastScan = SentenceScan()
    /// Whether ``cursor`` is at the `$` or `!` of a sentence being collected.
    @usableFromInline var inSentence = false
    /// Whether the input has ended.
    @usableFromInline var finished = false
    @usableFromInline var overlongLines = 0

    /// The number of over-long lines dropped so far.
    public var overlongCount: Int { overlongLines }

    /// Creates a framer with an empty buffer.
    public init() {}

    /// Appends the next bytes of the stream; the consumed bytes are discarded first.
    /// Appending after ``finish()`` is a programmer error and traps.
    ///
    /// - Complexity: O(`bytes.count` plus an unfinished sentence, at most ``maxSentenceLength``).
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        precondition(!finished, "NMEAFramer.append after finish()")
        storage.removeSubrange(end...)
        storage.removeSubrange(0..<cursor)
        cursor = 0
        storage.append(contentsOf: bytes)
        end = storage.count
    }

    /// Appends the bytes `read` writes straight into the buffer: given room for `count`
    /// bytes, it returns how many it wrote there (0 at the end of the input). The bytes are
    /// not copied a second time, as ``append(_:)`` copies bytes read elsewhere. The consumed
    /// bytes are discarded first. Returns what `read` returned.
    ///
    /// - Throws: what `read` throws; nothing is appended then.
    public mutating func append<E: Error>(
        upTo count: Int, reading read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
    ) throws(E) -> Int {
        precondition(!finished, "NMEAFramer.append after finish()")
        let kept = end - cursor
        if cursor > 0 {
            storage.withUnsafeMutableBufferPointer { bytes in
                bytes.baseAddress!.update(from: bytes.baseAddress! + cursor, count: kept)
            }
            cursor = 0
        }
        end = kept
        if storage.count < kept + count { storage.append(contentsOf: repeatElement(0, count: kept + count - storage.count)) }
        let written = try storage.withUnsafeMutableBytes { bytes in
            Result { () throws(E) in try read(UnsafeMutableRawBufferPointer(rebasing: bytes[kept..<(kept + count)])) }
        }.get()
        precondition((0...count).contains(written), "NMEAFramer.append: read wrote \(written) bytes into room for \(count)")
        end = kept + written
        return written
    }

    /// Marks the end of the input: a last sentence without a line ending is returned by ``next()``.
    public mutating func finish() {
        finished = true
    }

    /// The next sentence or dropped line, or `nil` when more bytes are needed (or the input ended).
    @inlinable @inline(__always)
    public mutating func next() -> Frame? {
        let count = end
        if !inSentence {
            guard let start = storage.span.firstSentenceStart(from: cursor, to: count) else {
                cursor = count
                return nil
            }
            cursor = start
            inSentence = true
        }
        let start = cursor
        let limit = min(count, start &+ NMEAFramer.maxSentenceLength &+ 1)
        let scan = SentenceScan(storage.span, from: start, to: limit, stopsAtLineBreaks: true)
        let p = start &+ scan.end
        if p < limit {
            lastScan = scan
            if storage[p] == UInt8(ascii: "$") || storage[p] == UInt8(ascii: "!") {
                cursor = p
            } else {
                cursor = p &+ 1
                inSentence = false
            }
            return .sentence(start..<p)
        }
        if p - start > NMEAFramer.maxSentenceLength {
            cursor = p
            inSentence = false
            overlongLines &+= 1
            return .overlong(start..<(start &+ NMEAFramer.maxSentenceLength))
        }
        if finished && start < count {
            lastScan = scan
            cursor = count
            inSentence = false
            return .sentence(start..<count)
        }
        return nil
    }
}

extension Span<UInt8> {
    /// The index of the first `$` or `!` in `start..<end`, or `nil`.
    @inlinable
    func firstSentenceStart(from start: Int, to end: Int) -> Int? {
        var p = start
        while p < end {
            let byte = self[unchecked: p]
            if byte == UInt8(ascii: "$") || byte == UInt8(ascii: "!") { return p }
            p &+= 1
        }
        return nil
    }
}
