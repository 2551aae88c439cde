/// Receives the events of ``NMEAReader/read(into:)``: each sentence lent, not copied.
public protocol NMEAVisitor {
    /// Called for each sentence that passed its checksum.
    mutating func visit(_ sentence: Sentence)
    /// Called for each rejected sentence, malformed field (after its sentence) or dropped line.
    mutating func visit(_ error: NMEAError)
}
