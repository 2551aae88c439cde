import ArgumentParser
import Positioning

/// `--confidence`, `--max-accuracy` and `--max-speed`: how `live` and `replay` assess each
/// fix and judge it for capture, declared once so that a log and its receiver read live get
/// the same verdicts and the same messages. The values are read unconditionally, so a
/// negative number is taken as the value (and refused as not positive), not as an unknown option.
struct AssessmentOptions: ParsableArguments {
    @OptionGroup var confidence: ConfidenceOption
    @Option(name: .customLong("max-accuracy"), parsing: .unconditional, help: "Capture needs an accuracy under this many metres.")
    var maxAccuracy: Double = CapturePolicy.standardMaximumAccuracy
    @OptionGroup var speedLimit: SpeedLimitOption

    func validate() throws {
        if !(maxAccuracy > 0) { throw ValidationError("--max-accuracy must be a positive number of metres") }
    }

    /// The gate: `--max-accuracy` and `--max-speed` over the default policy.
    var policy: CapturePolicy { CapturePolicy(maximumAccuracy: maxAccuracy, maximumSpeed: speedLimit.metersPerSecond) }

    /// The engine that assesses each fix at `--confidence` under ``policy``.
    var engine: AccuracyEngine { AccuracyEngine(confidence: confidence.level, policy: policy) }
}
