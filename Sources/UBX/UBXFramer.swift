/// Splits a byte stream into UBX frames and the bytes between them: sans-I/O, resumable,
/// bounded.
///
/// Feed chunks of any size with ``append(_:)`` and call ``next()`` until it returns `nil`.
/// Each byte of the stream comes out once, in order: inside a checksummed ``UBXFrame``, or
/// in a ``Piece/passthrough(_:)`` run (NMEA sentences, noise, anything else), or as the
/// `0xB5` of a rejected frame. A `0xB5 0x62` that does not begin a valid frame (a bad
/// checksum, a length over ``UBXFrame/maxPayloadLength``, the stream ending inside it) is
/// reported once as ``Piece/rejected(_:)``, and the search goes on from the next byte, so
/// a real frame hidden behind a false sync is still found.
///
/// Memory: the buffer holds the bytes appended and not yet returned; between chunks that
/// is at most one unfinished frame (``UBXFrame/maxPayloadLength`` plus 8 bytes).
public struct UBXFramer: Sendable {
    /// What ``next()`` found; ranges index into ``buffer`` until the next ``append(_:)``.
    public enum Piece: Hashable, Sendable {
        /// A checksummed frame.
        case frame(UBXFrame)
        /// Bytes outside any frame, in stream order.
        case passthrough(Range<Int>)
        /// A sync that began no valid frame; its `0xB5` is dropped.
        case rejected(UBXError)
    }

    /// The bytes appended and not yet consumed.
    public private(set) var buffer: [UInt8] = []
    /// The first byte not yet returned.
    @usableFromInline var cursor = 0
    /// The stream offset of `buffer[0]`.
    @usableFromInline var base = 0
    /// Whether the input has ended.
    @usableFromInline var finished = false

    /// Creates a framer with an empty buffer.
    public init() {}

    /// Whether bytes appended are still waiting in the buffer (an unfinished frame).
    public var hasPendingBytes: Bool { cursor < buffer.count }

    /// Appends the next bytes; the consumed ones are discarded first. Appending after
    /// ``finish()`` is a programmer error and traps.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        precondition(!finished, "UBXFramer.append after finish()")
        if cursor > 0 {
            buffer.removeSubrange(0..<cursor)
            base += cursor
            cursor = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Counts `count` bytes of the stream that the caller handled without the framer (a
    /// chunk it knew to hold no frame), so that stream offsets stay true. Only valid when
    /// no bytes are pending.
    public mutating func skip(_ count: Int) {
        precondition(!hasPendingBytes, "UBXFramer.skip with bytes pending")
        base += buffer.count + count
        buffer.removeAll(keepingCapacity: true)
        cursor = 0
    }

    /// Marks the end of the input: an unfinished frame is then rejected as truncated.
    public mutating func finish() {
        finished = true
    }

    /// The next frame, passthrough run or rejected sync, or `nil` when more bytes are needed.
    @inlinable
    public mutating func next() -> Piece? {
        let (piece, next) = UBXFramer.step(buffer.span, from: cursor, base: base, finished: finished)
        cursor = next
        return piece
    }

    /// What lies at `cursor` in `span`, and where the cursor goes after it.
    @inlinable
    static func step(_ span: Span<UInt8>, from cursor: Int, base: Int, finished: Bool) -> (Piece?, Int) {
        let count = span.count
        var p = cursor
        while true {
            while p < count && span[p] != 0xB5 { p &+= 1 }
            let before: (Piece?, Int) = (p > cursor ? .passthrough(cursor..<p) : nil, p)
            if p == count { return before }
            switch UBXFrame.scan(span, at: p, streamOffset: base) {
            case .noSync:
                p &+= 1
            case .needsMore where !finished:
                return before
            case .needsMore:
                if p > cursor { return before }
                var error = UBXError(code: .truncated, offset: base + p)
                if count - p >= UBXFrame.headerLength {
                    error.message = UBXMessageID(span[p + 2], span[p + 3])
                    error.length = Int(span.u16(p + 4))
                }
                return (.rejected(error), p &+ 1)
            case .rejected(let error):
                return p > cursor ? before : (.rejected(error), p &+ 1)
            case .frame(let frame):
                return p > cursor ? before : (.frame(frame), frame.payload.upperBound &+ 2)
            }
        }
    }
}
