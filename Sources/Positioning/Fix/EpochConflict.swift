/// Sentences of one epoch that contradict one another, which no sound receiver sends: the
/// assembler notes it on the ``Fix`` and the gate refuses it (``Implausibility``).
public enum EpochConflict: Hashable, Sendable {
    /// One sentence gave a valid position while another of the epoch said its data was not
    /// valid (RMC or GLL status V, mode N, GGA quality 0).
    case saidInvalid
    /// The positions the epoch's sentences gave lie this many metres apart.
    case positionsApart(meters: Double)
}
