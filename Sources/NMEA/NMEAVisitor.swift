/// Receives the events of ``NMEAReader/read(into:)``: each sentence lent, not copied.
public protocol NMEAVisitor {
    /// Called for each sentence that passed its checksum.
    mutating func visit(_ sentence: Sentence)
    /// Called for each rejected sentence, malformed field (after its sentence) or dropped line.
    mutating func visit(_ error: NMEAError)
    /// Called for each sentence without a typed struct that passed its checksum, lent as
    /// its bytes: `line[..<end]` runs from the `$` or `!` to just before the `*`, and
    /// `line[1..<addressEnd]` is the address. The default copies them into a
    /// ``RawSentence`` and visits `.raw(rawSentence)`; a visitor that skips untyped
    /// sentences, or only counts them (``SentenceType/init(untyped:addressEnd:)``),
    /// implements this and spares the copy.
    mutating func visitUntyped(_ line: Span<UInt8>, end: Int, addressEnd: Int)
}

extension NMEAVisitor {
    /// Copies the sentence into a ``RawSentence`` and visits it as `.raw`.
    @inlinable
    public mutating func visitUntyped(_ line: Span<UInt8>, end: Int, addressEnd: Int) {
        visit(.raw(RawSentence(line, end: end, addressEnd: addressEnd)))
    }
}
