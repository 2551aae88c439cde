extension FleetFileSummary {
    /// Adds `other`'s counts to this summary's (for totals over a fleet).
    public mutating func add(_ other: FleetFileSummary) {
        sentences += other.sentences
        ubxMessages += other.ubxMessages
        errors += other.errors
        fixes += other.fixes
        allowed += other.allowed
        refusals.merge(other.refusals, uniquingKeysWith: +)
    }
}
