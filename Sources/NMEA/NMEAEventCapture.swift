/// A visitor that keeps the last sentence or error it was handed: ``NMEAReader/next()``
/// and ``Sentence/init(parsing:options:)`` on top of the visitor path.
@usableFromInline
struct NMEAEventCapture: NMEAVisitor {
    /// The last sentence handed over, if the last event was one.
    @usableFromInline var sentence: Sentence?
    /// The last error handed over, if the last event was one.
    @usableFromInline var error: NMEAError?

    /// Creates a capture holding no event.
    @inlinable
    init() {}

    /// The last event handed over, if any.
    @inlinable
    var event: NMEAEvent? {
        if let sentence { return .sentence(sentence) }
        return error.map { .error($0) }
    }

    /// Keeps `sentence` (always inlined: each parser branch stores its own case).
    @inlinable @inline(__always)
    mutating func visit(_ sentence: Sentence) {
        self.sentence = sentence
        error = nil
    }

    /// Keeps `error`.
    @inlinable
    mutating func visit(_ error: NMEAError) {
        self.error = error
        sentence = nil
    }
}
