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
    public private(set) var buffer: [UInt8] = []
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
        if cursor > 0 {
            buffer.removeSubrange(0..<cursor)
            cursor = 0
        }
        buffer.append(contentsOf: bytes)
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
        let kept = buffer.count - cursor
        var failure: E?
        var written = 0
        let next = [UInt8](unsafeUninitializedCapacity: kept + count) { storage, initialized in
            buffer.withUnsafeBufferPointer { old in
                if kept > 0 { storage.baseAddress!.update(from: old.baseAddress! + cursor, count: kept) }
            }
            do throws(E) {
                written = try read(UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: storage[kept...])))
                precondition((0...count).contains(written), "NMEAFramer.append: read wrote \(written) bytes into room for \(count)")
            } catch {
                failure = error
            }
            initialized = kept + written
        }
        buffer = next
        cursor = 0
        if let failure { throw failure }
        return written
    }

    /// Marks the end of the input: a last sentence without a line ending is returned by ``next()``.
    public mutating func finish() {
        finished = true
    }

    /// The next sentence or dropped line, or `nil` when more bytes are needed (or the input ended).
    @inlinable @inline(__always)
    public mutating func next() -> Frame? {
        let count = buffer.count
        if !inSentence {
            guard let start = buffer.span.firstSentenceStart(from: cursor, to: count) else {
                cursor = count
                return nil
            }
            cursor = start
            inSentence = true
        }
        let start = cursor
        let limit = min(count, start &+ NMEAFramer.maxSentenceLength &+ 1)
        let scan = SentenceScan(buffer.span, from: start, to: limit, stopsAtLineBreaks: true)
        let p = start &+ scan.end
        if p < limit {
            lastScan = scan
            if buffer[p] == UInt8(ascii: "$") || buffer[p] == UInt8(ascii: "!") {
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
