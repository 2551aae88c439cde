import ArgumentParser

/// `--count` and `--duration`: when a stream of fixes (`live`, `trees|issues find`) stops.
struct StreamLimits: ParsableArguments {
    @Option(parsing: .unconditional, help: "Stop after this many fixes.") var count: Int?
    @Option(parsing: .unconditional, help: "Stop after this many seconds.") var duration: Double?

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
    }
}
