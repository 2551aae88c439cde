import ArgumentParser
import Output
import Positioning

/// `--max-speed M/S|none`: the fastest the receiver may move for a capture (``SpeedLimit``,
/// 2 m/s by default), shared by `capture` (which refuses faster fixes), `live` and `replay`
/// (whose verdicts then say the same).
struct SpeedLimitOption: ParsableArguments {
    @Option(name: .customLong("max-speed"), parsing: .unconditional, help: ArgumentHelp(
        "Refuse capture while moving faster than this, metres per second (a positive number, or none for no limit).",
        valueName: "M/S"))
    var maxSpeed: SpeedLimit = .walking

    /// The limit for ``Positioning/CapturePolicy/maximumSpeed``.
    var metersPerSecond: Double? { maxSpeed.metersPerSecond }
}

extension SpeedLimit: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }

    public var defaultValueDescription: String { metersPerSecond.map(CaptureText.number) ?? "none" }
}
