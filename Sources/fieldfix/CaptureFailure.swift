import Capture
import Output

/// `Capture.CaptureFailure` under the name the CLI's status texts use for their numbers
/// (`CaptureFailure.number`, whose one home is `CaptureText.number(_:)`).
typealias CaptureFailure = Capture.CaptureFailure

extension Capture.CaptureFailure {
    /// A number with at most one decimal: "20", "23.4" (see `CaptureText.number(_:)`).
    static func number(_ value: Double) -> String { CaptureText.number(value) }
}
