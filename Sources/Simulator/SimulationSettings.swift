/// What to simulate: the scenario, the seed, the rate, the length and the start.
public struct SimulationSettings: Hashable, Sendable {
    /// The situation simulated.
    public var scenario: Scenario
    /// The seed: the same settings give the same epochs and the same bytes.
    public var seed: UInt64
    /// Epochs per second, 0.1 to 100 (default 1).
    public var rate: Double
    /// Seconds simulated (default 60).
    public var duration: Double
    /// The start time and true position.
    public var start: SimulationStart

    /// Creates settings.
    public init(scenario: Scenario, seed: UInt64 = 1, rate: Double = 1, duration: Double = 60, start: SimulationStart = .standard) {
        self.scenario = scenario
        self.seed = seed
        self.rate = rate
        self.duration = duration
        self.start = start
    }

    /// The number of epochs in the run: one every `1 / rate` seconds from 0 to before `duration`.
    public var epochCount: Int {
        guard rate.isFinite, rate > 0, duration.isFinite, duration > 0 else { return 0 }
        return Int((duration * rate).rounded(.up))
    }
}
