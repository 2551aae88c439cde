import ArgumentParser
import Capture
import Positioning

/// The capture options shared by `capture tree` and `capture issue`.
struct CaptureOptions: ParsableArguments {
    @OptionGroup var source: SourceOption
    @Option(name: .customLong("max-accuracy"), parsing: .unconditional, help: ArgumentHelp(
        "The gate: capture only when the horizontal accuracy is under this many metres (above 20 needs --accept-poor-accuracy).",
        valueName: "M"))
    var maxAccuracy: Double = CapturePolicy.standardMaximumAccuracy
    @Flag(help: "Allow --max-accuracy above 20 m: a record may then be that far off; it keeps the threshold it passed.")
    var acceptPoorAccuracy = false
    @OptionGroup var confidence: ConfidenceOption
    @OptionGroup var speedLimit: SpeedLimitOption
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Auto-capture waits for an accuracy under this many metres (default: the gate's threshold).",
        valueName: "M"))
    var target: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Average this many passing fixes (1 to 1000) instead of freezing one.", valueName: "N"))
    var average: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("Give up after this many seconds without a capture (at most 86400).", valueName: "SECONDS"))
    var timeout: Double = CaptureSettings.standardTimeout
    @Flag(help: "Capture as soon as the target is reached (the default when standard input is not a terminal).") var auto = false
    @Flag(help: "Print the saved record as JSON.") var json = false

    func validate() throws { _ = try configuration() }

    /// The gate these options set: the default policy with `--max-accuracy` and `--max-speed`.
    var policy: CapturePolicy { CapturePolicy(maximumAccuracy: maxAccuracy, maximumSpeed: speedLimit.metersPerSecond) }

    /// The session configuration, checked as the server checks a capture's (``CaptureSettings``);
    /// auto-capture is on with `--auto` (and where keys cannot capture: ``TerminalCapture``).
    func configuration() throws -> CaptureSession.Configuration {
        let settings = CaptureSettings(policy: policy, acceptsPoorAccuracy: acceptPoorAccuracy, target: target,
                                       average: average, timeout: timeout, autoCapture: auto)
        do { return try settings.configuration() } catch { throw ValidationError(error.message(naming: Self.option)) }
    }

    /// A capture setting's option.
    static func option(_ setting: CaptureSettings.Invalid.Setting) -> String {
        switch setting {
        case .maximumAccuracy: "--max-accuracy"
        case .acceptsPoorAccuracy: "--accept-poor-accuracy"
        case .target: "--target"
        case .average: "--average"
        case .timeout: "--timeout"
        }
    }
}
