/// What ``NMEAReader/next()`` returns: a sentence, or an error about a sentence or a field.
public enum NMEAEvent: Hashable, Sendable {
    /// A sentence that passed its checksum. Its malformed fields, if any, read as `nil`
    /// and follow it as `.error` events with code ``NMEAError/Code/invalidField``.
    case sentence(Sentence)
    /// A rejected sentence, a malformed field of the sentence just returned, or a dropped line.
    case error(NMEAError)
}
