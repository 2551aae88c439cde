/// A visitor that keeps the last event it was handed: ``NMEAReader/next()`` on top of
/// the visitor path.
@usableFromInline
struct NMEAEventCapture: NMEAVisitor {
    /// The last event handed over, if any.
    @usableFromInline var event: NMEAEvent?

    /// Creates a capture holding no event.
    @inlinable
    init() {}

    /// Keeps `sentence`.
    @inlinable
    mutating func visit(_ sentence: Sentence) {
        event = .sentence(sentence)
    }

    /// Keeps `error`.
    @inlinable
    mutating func visit(_ error: NMEAError) {
        event = .error(error)
    }
}
