/// Turns a byte stream into sentences and errors: sans-I/O, pull-based.
///
/// ```swift
/// var reader = NMEAReader()
/// reader.feed(bytes)                    // any chunk size, from one byte up
/// while let event = reader.next() {
///     switch event {
///     case .sentence(.gga(let gga)): print(gga.latitude as Any)
///     case .sentence: break
///     case .error(let error): print(error)
///     }
/// }
/// reader.finish()                       // at the end of the input
/// while let event = reader.next() { ... }
/// ```
///
/// ``next()`` returns `nil` when it needs more bytes. A rejected sentence (bad checksum,
/// missing checksum in strict mode, too few fields, over-long line) is an `.error` event
/// and the stream goes on. A sentence with malformed fields is returned with those fields
/// `nil`, followed by one ``NMEAError/Code/invalidField`` error per such field.
/// Framing rules and the memory bound are those of ``NMEAFramer``.
///
/// Everything on the path from ``next()`` to the typed structs is `@inlinable`, so a
/// client module's optimizer sees the whole parser and builds each sentence in place.
public struct NMEAReader: Sendable {
    /// How strictly sentences are checked.
    public var options: ParseOptions
    @usableFromInline var framer = NMEAFramer()
    /// Field errors of the sentence returned last, not yet returned (last one first).
    @usableFromInline var pendingErrors: [NMEAError] = []

    /// The number of over-long lines dropped so far (each was also an `.error` event).
    public var overlongCount: Int { framer.overlongCount }

    /// Creates a reader.
    public init(options: ParseOptions = ParseOptions()) {
        self.options = options
    }

    /// Adds the next bytes of the stream.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        framer.append(bytes)
    }

    /// Adds the bytes `read` writes straight into the reader's buffer (given room for
    /// `count` bytes, it returns how many it wrote; 0 at the end of the input), and returns
    /// that number: ``NMEAFramer/append(upTo:reading:)``.
    ///
    /// - Throws: what `read` throws.
    public mutating func feed<E: Error>(
        upTo count: Int, reading read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
    ) throws(E) -> Int {
        try framer.append(upTo: count, reading: read)
    }

    /// Marks the end of the input, so that a last line without a line ending is read.
    public mutating func finish() {
        framer.finish()
    }

    /// The next sentence or error, or `nil` when more bytes are needed.
    @inlinable
    public mutating func next() -> NMEAEvent? {
        var capture = NMEAEventCapture()
        return step(into: &capture) ? capture.event : nil
    }

    /// Hands every sentence and error available to `visitor`, until more bytes are needed.
    ///
    /// The same events as ``next()``, in the same order, but each sentence is lent to the
    /// visitor where it was parsed instead of being returned: the fastest way through a
    /// stream when the visitor is a concrete type the optimizer can see (a small `visit`
    /// inlined into the parser's branch for each type).
    @inlinable
    public mutating func read(into visitor: inout some NMEAVisitor) {
        while step(into: &visitor) {}
    }

    /// Hands the next event to `visitor`; `false` when more bytes are needed.
    @inlinable @inline(__always)
    mutating func step(into visitor: inout some NMEAVisitor) -> Bool {
        if !pendingErrors.isEmpty {
            visitor.visit(pendingErrors.removeLast())
            return true
        }
        switch framer.next() {
        case nil:
            return false
        case .overlong(let range):
            visitor.visit(NMEAError(code: .overlongSentence, bytes: Array(framer.buffer[range])))
        case .sentence(let range):
            var invalid = FieldSet()
            do throws(NMEAError) {
                try Sentence.parse(
                    framer.storage.span.extracting(range), scan: framer.lastScan, options: options,
                    invalidFields: &invalid, into: &visitor)
            } catch let failure {
                visitor.visit(failure)
                return true
            }
            if !invalid.isEmpty { queueFieldErrors(invalid, range: range) }
        }
        return true
    }

    /// Queues one ``NMEAError/Code/invalidField`` error per field of `invalid`, with its
    /// bytes, for the typed sentence at `range` (whose type is its address's last three
    /// letters). Field 0 is the address; the bytes stop at the checksum's `*`.
    @usableFromInline
    mutating func queueFieldErrors(_ invalid: FieldSet, range: Range<Int>) {
        let type = SentenceType(framer.buffer.span, (range.lowerBound + 3)..<(range.lowerBound + 6)).description
        let line = framer.buffer[range]
        var errors: [NMEAError] = []
        // The fields are walked once, in order (the indices ascend), not split into a list.
        var field = 0
        var start: Int? = range.lowerBound
        for index in invalid.indices {
            while field < index, let from = start {
                start = line[from...].firstIndex(of: UInt8(ascii: ",")).map { $0 + 1 }
                field += 1
            }
            var bytes: [UInt8] = []
            if let from = start {
                let end = line[from...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "*") } ?? range.upperBound
                bytes = Array(line[from..<end])
            }
            errors.append(NMEAError(code: .invalidField, sentenceType: type, field: index, bytes: bytes))
        }
        pendingErrors = errors.reversed()
    }
}
