/// A visitor that keeps the sentence it was handed: ``Sentence/init(parsing:options:)`` on
/// top of `Sentence.parse`, which reports its errors by throwing, never to the visitor.
@usableFromInline
struct SentenceCapture: NMEAVisitor {
    /// The sentence handed over, once parsed.
    @usableFromInline var sentence: Sentence?

    /// Creates a capture holding no sentence.
    @inlinable
    init() {}

    /// Keeps `sentence`.
    @inlinable @inline(__always)
    mutating func visit(_ sentence: Sentence) {
        self.sentence = sentence
    }

    /// Not called: `Sentence.parse` throws its errors.
    @inlinable
    mutating func visit(_ error: NMEAError) {}
}
