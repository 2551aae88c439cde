/// Satellites used (GSA) and in view (GSV) per constellation, gathered over the bursts of
/// GSA and GSV sentences a receiver sends each cycle (one per constellation or signal).
///
/// A burst starts with the first GSA (or GSV) after any other sentence; the counts of the
/// last burst stay until the next one replaces them, as receivers send GSV less often
/// than positions.
struct SatelliteTally: Sendable {
    /// Satellites used in the solution, per constellation (last GSA burst).
    private(set) var used = ConstellationCounts()
    /// Satellites in view, per constellation (last GSV burst).
    private(set) var inView = ConstellationCounts()
    /// Whether any GSA was seen.
    private(set) var hasUsed = false
    /// Whether any GSV was seen.
    private(set) var hasInView = false
    private var previous: SentenceKind?

    /// Records one satellite used in the solution, from a GSA of the current burst.
    mutating func addUsed(_ constellation: Constellation) {
        used[constellation] += 1
    }

    /// Records a GSV group's count of satellites in view for one constellation. Groups for
    /// several signals of one constellation (NMEA 4.11) count the satellites once.
    mutating func setInView(_ count: Int, for constellation: Constellation) {
        inView[constellation] = max(inView[constellation], count)
    }

    /// Notes each merged sentence's type, starting a new burst where one begins.
    mutating func saw(_ kind: SentenceKind) {
        if kind == .gsa && previous != .gsa {
            used = ConstellationCounts()
            hasUsed = true
        }
        if kind == .gsv && previous != .gsv {
            inView = ConstellationCounts()
            hasInView = true
        }
        previous = kind
    }
}
