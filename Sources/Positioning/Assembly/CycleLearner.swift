/// Learns which sentence types end a receiver's reporting cycle, so that an epoch can be
/// emitted as soon as its last sentence arrives instead of when the next epoch begins.
///
/// The rule (the one gpsd uses): when a sentence with a new time begins an epoch that was
/// not yet emitted, the type of the last sentence before it ended the cycle. A type that
/// turns out not to end it (a sentence with the same time comes after it) is forgotten.
struct CycleLearner: Sendable {
    /// The types that end a cycle, one bit per ``SentenceKind``.
    private var enders: UInt16 = 0
    /// The type of the last sentence merged that can end a cycle.
    private(set) var lastKind: SentenceKind?

    /// Whether a sentence of this type ends the cycle.
    func ends(_ kind: SentenceKind) -> Bool { enders & kind.bit != 0 }

    /// Records the type of a merged sentence.
    mutating func saw(_ kind: SentenceKind) { lastKind = kind }

    /// A new epoch began before the previous one was emitted: the last type ended it.
    mutating func cycleEndedUnseen() {
        if let lastKind { enders |= lastKind.bit }
    }

    /// A sentence of the emitted epoch came after `kind`: `kind` does not end the cycle.
    mutating func doesNotEnd(_ kind: SentenceKind) { enders &= ~kind.bit }
}
