/// Learns which sentence ends a receiver's reporting cycle, so that an epoch can be emitted
/// as soon as its last sentence arrives instead of when the next epoch begins.
///
/// The epoch rule it serves (``EpochAssembler``): an epoch begins at its first timed sentence
/// and takes every sentence up to the next epoch's first timed sentence, so an epoch's end is
/// always known for sure at the next time change. Ending an epoch earlier is a guess that
/// saves latency, and a wrong guess judges a partial epoch, so the learner guesses only what
/// whole cycles have shown:
/// - A cycle's end is the type of its last sentence, how many sentences of that type the
///   epoch held by then (a GSA or GSV burst ends at its last sentence, not its first), and
///   which types it held: an epoch whose sentences differ (a receiver that sends GSV every
///   few cycles, a multiplexer whose epochs begin at another sentence) is not ended early
///   by a sentence that ends the others.
/// - An end is trusted once two consecutive cycles ended with it; the assembler emits early
///   only at a trusted end.
/// - An early emission that turns out premature (a sentence of the epoch came after it) makes
///   the cycle's actual end the trusted one at once: the cycle is known to reach that far.
/// - A trusted end missing from a cycle (a shorter burst, a sentence sent every few cycles) is
///   kept, and that cycle ends at the time change; only after ``forgetAfter`` consecutive
///   cycles without it is the end learned again.
///
/// It learns only from whole cycles, those that began at a time change, never from the part
/// before the stream's first time change: joined at any sentence, it learns from the same
/// cycles as the whole stream does, and its state depends on where the stream was joined only
/// through how many cycles it has seen.
struct CycleLearner: Sendable {
    /// A position in the cycle: a sentence type, the count of its sentences in the epoch,
    /// and the types the epoch held by then, one bit per kind.
    struct End: Equatable, Sendable {
        var kind: SentenceKind
        var count: UInt8
        var kinds: UInt16
    }

    /// How many consecutive cycles without the trusted end make it forgotten: more than the
    /// period of the sentences receivers send every few cycles (GSV, ZDA), so that those do
    /// not turn the guess on and off.
    static let forgetAfter = 10

    /// Per ``SentenceKind``: its sentences in the current epoch (saturating).
    private var counts = SIMD16<UInt8>()
    /// The types the current epoch held so far, one bit per kind.
    private var kinds: UInt16 = 0
    /// The last sentence merged in the current epoch.
    private var last: End?
    /// Whether the current cycle began at a time change (not where the stream was joined).
    private var cycleIsWhole = false
    /// The candidate end, and in how many consecutive cycles it was the end.
    private var end: End?
    private var streak = 0
    /// Whether ``end`` occurred in the current epoch.
    private var sawEnd = false
    /// Consecutive cycles in which the trusted ``end`` did not occur.
    private var absent = 0

    /// Whether ``end`` is trusted.
    private var trusted: Bool { streak >= 2 }

    /// Records a merged sentence of the current epoch; returns whether the epoch may be
    /// emitted now: the sentence is the trusted end.
    @inline(__always)
    mutating func saw(_ kind: SentenceKind) -> Bool {
        let index = Int(kind.rawValue)
        if counts[index] < .max { counts[index] &+= 1 }
        kinds |= kind.bit
        let here = End(kind: kind, count: counts[index], kinds: kinds)
        last = here
        guard cycleIsWhole, here == end else { return false }
        sawEnd = true
        return trusted
    }

    /// A time change closed the cycle: learns from how it ended.
    mutating func cycleEnded() {
        defer {
            counts = .zero
            kinds = 0
            last = nil
            sawEnd = false
            cycleIsWhole = true
        }
        guard cycleIsWhole, let last else { return }
        if last == end {
            streak += 1
            absent = 0
        } else if sawEnd && trusted {
            // Emitted early, prematurely: the cycle reaches `last`.
            learn(last, streak: 2)
        } else if sawEnd || !trusted {
            learn(last, streak: 1)
        } else {
            absent += 1
            if absent >= Self.forgetAfter { learn(last, streak: 1) }
        }
    }

    private mutating func learn(_ end: End, streak: Int) {
        self.end = end
        self.streak = streak
        absent = 0
    }
}
