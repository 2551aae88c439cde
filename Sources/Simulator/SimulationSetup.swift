import SystemIO

/// A simulation as `fieldfix simulate` asks for it, by names and numbers, checked into the
/// ``SimulationSettings`` and ``ReceiverOutput`` it runs with.
///
/// ```swift
/// let setup = try SimulationSetup(scenario: "tree-canopy", rate: 5, sentences: "GGA,GST")
/// try setup.write(to: .standardOutput, truth: nil)
/// ```
public struct SimulationSetup: Sendable {
    /// What to simulate.
    public var settings: SimulationSettings
    /// What the receiver sends each epoch.
    public var output: ReceiverOutput
    /// Where a served simulation goes in real time; `nil` writes it as fast as it is taken.
    public var target: SimulationServer.Target?

    /// The seconds a served simulation without a duration runs: 100 years, for ever in
    /// practice.
    public static let servedDuration: Double = 100 * 365 * 86_400

    /// Checks the request, in this order: the scenario's name (``Scenario``), the rate (0.1 to
    /// 100 epochs per second), the duration (positive; by default 60 s, or
    /// ``servedDuration`` when served), the sentence list (``SentenceKind/list(_:)``), where
    /// to serve it (`serve`: ``SimulationServer/Target/init(parsing:)``), the start
    /// (``SimulationStart/init(parsing:)``; by default ``SimulationStart/standard``, or the
    /// current second of `now`, Unix milliseconds, when served), and that a plot, which needs
    /// a simulation that ends, is not asked of a served one.
    ///
    /// - Throws: ``SimulationSetupError`` for the first check that fails.
    public init(scenario: String, seed: UInt64 = 1, rate: Double = 1, duration: Double? = nil, start: String? = nil,
                sentences: String = SentenceKind.standardList, format: ReceiverOutput.Format = .nmea,
                serve: String? = nil, plotting: Bool = false,
                now: () -> Int64 = SimulationServer.wallClockMilliseconds) throws(SimulationSetupError) {
        guard let named = Scenario(rawValue: scenario) else { throw .unknownScenario(scenario) }
        guard rate.isFinite, rate >= 0.1, rate <= 100 else { throw .rateOutOfRange }
        if let duration, !(duration.isFinite && duration > 0) { throw .durationNotPositive }
        guard let kinds = SentenceKind.list(sentences) else { throw .unknownSentences }
        let target = try serve.map { text throws(SimulationSetupError) in
            guard let target = SimulationServer.Target(parsing: text) else { throw .unknownServeTarget(text) }
            return target
        }
        let serving = target != nil
        var startPoint = SimulationStart.standard
        if let start {
            do { startPoint = try SimulationStart(parsing: start) } catch { throw .badStart(error) }
        } else if serving {
            startPoint.unixMilliseconds = now() / 1000 * 1000
        }
        if plotting && serving { throw .plotWhileServing }
        settings = SimulationSettings(scenario: named, seed: seed, rate: rate,
                                      duration: duration ?? (serving ? Self.servedDuration : 60), start: startPoint)
        output = ReceiverOutput(format: format, sentences: kinds)
        self.target = target
    }

    /// The epochs, one after the other.
    public var epochs: ReceiverSimulator { ReceiverSimulator(settings) }

    /// Writes every epoch's bytes to `out` as fast as it takes them, and each epoch's truth
    /// to `truth`; `written` sees each epoch with its bytes (for a picture of the run).
    ///
    /// - Throws: ``SystemError`` when a write fails; what was written stays.
    public func write(to out: FileDescriptor, truth: TruthFile?,
                      written: (SimulatedEpoch, [UInt8]) -> Void = { _, _ in }) throws(SystemError) {
        for epoch in epochs {
            let bytes = output.bytes(for: epoch)
            try out.writeAll(bytes)
            written(epoch, bytes)
            try truth?.write(epoch)
        }
    }

    /// Sends every epoch through `server` in real time, and each epoch's truth to `truth` as
    /// it is sent (a truth row that cannot be written is dropped: the receiver goes on).
    public func serve(on server: SimulationServer, truth: TruthFile?) {
        server.run(epochs, bytes: output.bytes(for:)) { epoch in try? truth?.write(epoch) }
    }
}

/// Why a ``SimulationSetup`` cannot be made; the description names the option of `fieldfix
/// simulate` that is wrong.
public enum SimulationSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No scenario has this name.
    case unknownScenario(String)
    /// The rate is not a number from 0.1 to 100.
    case rateOutOfRange
    /// The duration is not a positive number.
    case durationNotPositive
    /// The sentence list is empty or names an unknown type.
    case unknownSentences
    /// Where to serve is neither `tcp://:PORT` nor `pty`.
    case unknownServeTarget(String)
    /// The start cannot be read.
    case badStart(SimulationStartError)
    /// A plot was asked of a served simulation, which does not end.
    case plotWhileServing

    /// What is wrong, for people.
    public var description: String {
        switch self {
        case let .unknownScenario(name): "unknown scenario '\(name)'; use one of \(Scenario.names)"
        case .rateOutOfRange: "--rate must be between 0.1 and 100"
        case .durationNotPositive: "--duration must be a positive number of seconds"
        case .unknownSentences: "--sentences takes names among \(SentenceKind.allCases.map(\.rawValue).joined(separator: ","))"
        case let .unknownServeTarget(text): "--serve takes tcp://:PORT (a loopback server) or pty, got '\(text)'"
        case let .badStart(error): "--start: \(error)"
        case .plotWhileServing: "--plot needs a simulation that ends; it cannot go with --serve"
        }
    }
}
