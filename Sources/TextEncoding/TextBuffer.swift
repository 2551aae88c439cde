/// UTF-8 text written in place: the buffer under ``JSONWriter`` and the lines for people.
///
/// A writer makes room for the most bytes a piece can take, once, and writes it through a
/// pointer (``room(_:)``, then ``advance(_:)``), rather than appending byte by byte to an
/// array that checks its capacity and uniqueness at each step. The common pieces (a byte,
/// constant text, a number) are `@inlinable`, so constant text is copied as a constant.
/// Reusing one buffer (``removeAll()``) keeps its memory, so a stream of lines allocates
/// nothing once it has grown to its longest line. It is a value: a copy gets its own
/// memory when it is first written to.
public struct TextBuffer: Sendable {
    /// The memory, shared between copies until one of them writes.
    @usableFromInline var storage: TextStorage
    /// The number of bytes written (see ``count``).
    @usableFromInline var written = 0

    /// The number of bytes written.
    public var count: Int { written }

    /// The number of bytes it has room for before it must grow.
    public var capacity: Int { storage.capacity }

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 512) {
        storage = TextStorage(capacity: max(capacity, 64))
    }

    /// A copy of the bytes written so far (``withBytes(_:)`` lends them without copying).
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// The text written, as a `String`.
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written so far, valid only inside `body`.
    @inlinable
    public func withBytes<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
        try withExtendedLifetime(storage) { () throws(E) -> T in try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }

    /// Forgets what was written, keeping the memory.
    public mutating func removeAll() {
        written = 0
    }

    /// Forgets the bytes after the first `count`.
    mutating func truncate(to count: Int) {
        written = min(written, max(count, 0))
    }

    /// Makes room for `maximum` more bytes and returns the address of the first byte not
    /// written; ``advance(_:)`` then says how many were written there.
    @inlinable @inline(__always)
    public mutating func room(_ maximum: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(!isKnownUniquelyReferenced(&storage) || count &+ maximum > storage.capacity) {
            grow(count &+ maximum)
        }
        return storage.base + count
    }

    /// Makes the memory this buffer's own, with room for `needed` bytes: twice as much when
    /// it must grow, as much as it had when it was only shared with a copy.
    @usableFromInline
    mutating func grow(_ needed: Int) {
        let capacity = needed > storage.capacity ? max(needed, storage.capacity &* 2) : storage.capacity
        storage = storage.copy(count: count, capacity: capacity)
    }

    /// Records that `bytes` bytes were written at ``room(_:)``'s address.
    @inlinable @inline(__always)
    public mutating func advance(_ bytes: Int) {
        written &+= bytes
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        advance(1)
    }

    /// Appends constant text.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else { return append(contentsOf: text.description) }
        let length = text.utf8CodeUnitCount
        room(length).update(from: text.utf8Start, count: length)
        advance(length)
    }

    /// Appends bytes as they are.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        room(bytes.count).update(from: base, count: bytes.count)
        advance(bytes.count)
    }

    /// Appends a string's UTF-8 (a literal goes to ``append(_:)-(StaticString)``, copied as a constant).
    public mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a finite number rounded to `places` decimals, as ``DecimalText`` writes it.
    @inlinable
    public mutating func append(_ value: Double, places: Int, style: DecimalText.Style = .shortest) {
        advance(DecimalText.write(value, places: places, style: style, to: room(DecimalText.maximumLength)))
    }

    /// Appends a whole number (`-12`).
    @inlinable
    public mutating func append(_ value: Int) {
        advance(DecimalText.write(value, to: room(DecimalText.maximumLength)))
    }
}

/// The memory of a ``TextBuffer``: an allocation of its own, freed with it.
@usableFromInline
final class TextStorage: @unchecked Sendable {
    /// The first byte.
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    /// The number of bytes allocated.
    @usableFromInline let capacity: Int

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deallocate()
    }

    /// New memory of `capacity` bytes holding the first `count` bytes of this one.
    func copy(count: Int, capacity: Int) -> TextStorage {
        let copy = TextStorage(capacity: capacity)
        copy.base.update(from: base, count: count)
        return copy
    }
}
