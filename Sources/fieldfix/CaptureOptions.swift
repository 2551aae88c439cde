import ArgumentParser
import Capture
import Output
import Positioning

/// The capture options shared by `capture tree` and `capture issue`.
struct CaptureOptions: ParsableArguments {
    @OptionGroup var source: SourceOption

    @Option(name: .customLong("max-accuracy"), parsing: .unconditional, help: ArgumentHelp(
        "The gate: capture only when the horizontal accuracy is under this many metres (above 20 needs --accept-poor-accuracy).",
        valueName: "M"))
    var maxAccuracy: Double = CapturePolicy.default.maximumAccuracy

    @Flag(help: "Allow --max-accuracy above 20 m: a record may then be that far off; it keeps the threshold it passed.")
    var acceptPoorAccuracy = false

    @OptionGroup var confidence: ConfidenceOption

    @OptionGroup var speedLimit: SpeedLimitOption

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Auto-capture waits for an accuracy under this many metres (default: the gate's threshold).",
        valueName: "M"))
    var target: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Average this many passing fixes instead of freezing one.", valueName: "N"))
    var average: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Give up after this many seconds without a capture.", valueName: "SECONDS"))
    var timeout: Double = 120

    @Flag(help: "Capture as soon as the target is reached (the default when standard input is not a terminal).")
    var auto = false

    @Flag(help: "Print the saved record as JSON.")
    var json = false

    func validate() throws {
        guard maxAccuracy.isFinite, maxAccuracy > 0 else {
            throw ValidationError("--max-accuracy must be a positive number of metres")
        }
        let standardGate = CapturePolicy.default.maximumAccuracy
        if maxAccuracy > standardGate && !acceptPoorAccuracy {
            throw ValidationError("--max-accuracy \(CaptureText.number(maxAccuracy)) is above the \(CaptureText.number(standardGate)) m gate: "
                + "a record could be that far off. Add --accept-poor-accuracy to allow it (the record keeps the threshold)")
        }
        if let target, !(target.isFinite && target > 0) {
            throw ValidationError("--target must be a positive number of metres")
        }
        if let average, average < 1 {
            throw ValidationError("--average must be at least 1")
        }
        guard timeout.isFinite, timeout > 0 else {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
    }

    /// The gate these options set: the default policy with `--max-accuracy` and `--max-speed`.
    var policy: CapturePolicy { CapturePolicy(maximumAccuracy: maxAccuracy, maximumSpeed: speedLimit.metersPerSecond) }

    /// The session configuration; `interactive` is whether keys can capture (auto-capture
    /// is on with `--auto`, or when they cannot).
    func configuration(interactive: Bool) -> CaptureSession.Configuration {
        CaptureSession.Configuration(
            policy: policy, autoCapture: auto || !interactive, target: target,
            averaging: average.map { .count($0) }, timeout: timeout)
    }
}
