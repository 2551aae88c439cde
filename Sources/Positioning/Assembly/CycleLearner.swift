/// Learns where a receiver's reporting cycle ends, so that an epoch can be emitted as soon
/// as its last sentence arrives instead of when the next epoch begins.
///
/// The rule (gpsd's, extended to sentences without a time): when a sentence with a new time
/// begins an epoch that was not yet emitted, the last sentence before it ended the cycle.
/// What is learned is its type and how many sentences of that type came since the epoch's
/// last timed sentence, so that a burst (GSA and GSV come one per constellation or signal)
/// ends the cycle at its last sentence, not its first. A type that turns out not to end the
/// cycle (a sentence with the same time comes after it) is forgotten.
///
/// Sentences without a time that follow a timed one belong to its epoch; types seen before
/// the stream's first timed sentence lead the cycle instead (a receiver that sends its GSA
/// before RMC and GGA): they never end one, and one that follows a timed sentence begins
/// the next epoch.
struct CycleLearner: Sendable {
    /// Per ``SentenceKind``: the count of its sentences since the last timed one at which
    /// the cycle ends, 0 when the type does not end it.
    private var endCounts = SIMD16<UInt8>()
    /// Per ``SentenceKind``: its sentences since the last timed sentence (saturating).
    private var counts = SIMD16<UInt8>()
    /// The types seen before the stream's first timed sentence, one bit per kind.
    private var leaders: UInt16 = 0
    /// Whether a timed sentence was seen.
    private var sawTimed = false
    /// The type of the last merged sentence that can end a cycle (not a leader).
    private var lastKind: SentenceKind?

    /// Whether this sentence, the latest merged, ends the cycle.
    @inline(__always)
    func ends(_ kind: SentenceKind) -> Bool {
        let index = Int(kind.rawValue)
        return endCounts[index] != 0 && counts[index] == endCounts[index]
    }

    /// Whether sentences of this type, which have no time, open each cycle: the stream
    /// began with one.
    @inline(__always)
    func leads(_ kind: SentenceKind) -> Bool { leaders & kind.bit != 0 }

    /// Records the type of a merged sentence, and whether it told a time.
    @inline(__always)
    mutating func saw(_ kind: SentenceKind, timed: Bool) {
        if timed {
            counts = .zero
            sawTimed = true
        } else if !sawTimed {
            leaders |= kind.bit
        }
        let index = Int(kind.rawValue)
        if counts[index] < .max { counts[index] += 1 }
        if leaders & kind.bit == 0 { lastKind = kind }
    }

    /// A new epoch began before the previous one was emitted: the last sentence ended it.
    mutating func cycleEndedUnseen() {
        guard let lastKind else { return }
        endCounts[Int(lastKind.rawValue)] = counts[Int(lastKind.rawValue)]
    }

    /// A new epoch began after the previous one was emitted: a burst that ends the cycle
    /// and grew since (one more constellation) ends it at its new length.
    mutating func cycleEndedSeen() {
        guard let lastKind else { return }
        let index = Int(lastKind.rawValue)
        if endCounts[index] != 0, counts[index] > endCounts[index] { endCounts[index] = counts[index] }
    }

    /// A sentence of the emitted epoch came after `kind`: `kind` does not end the cycle.
    mutating func doesNotEnd(_ kind: SentenceKind) { endCounts[Int(kind.rawValue)] = 0 }
}
