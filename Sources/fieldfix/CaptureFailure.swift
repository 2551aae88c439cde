import ArgumentParser
import Positioning

/// Why `fieldfix capture` saved nothing; its description is printed, and it exits non-zero.
enum CaptureFailure: Error, CustomStringConvertible {
    /// The timeout passed; the best update seen, if any.
    case timedOut(after: Double, best: LocationUpdate?)
    /// The source ended or failed before a capture.
    case sourceEnded(String, best: LocationUpdate?)
    /// The user cancelled.
    case cancelled

    var description: String {
        switch self {
        case let .timedOut(seconds, best):
            return "no capture: timed out after \(Self.number(seconds)) s; \(Self.summary(best)); nothing saved"
        case let .sourceEnded(reason, best):
            return "no capture: \(reason); \(Self.summary(best)); nothing saved"
        case .cancelled:
            return "capture cancelled; nothing saved"
        }
    }

    /// The exit code: 130 (as for Ctrl-C) when cancelled, else 1.
    var exitCode: ExitCode {
        switch self {
        case .cancelled: return ExitCode(130)
        case .timedOut, .sourceEnded: return .failure
        }
    }

    /// "best fix 23.4 m (accuracy 23.4 m >= 20 m)", or that no fix had a known accuracy.
    private static func summary(_ best: LocationUpdate?) -> String {
        guard let best, let meters = best.horizontalAccuracy?.meters else {
            return "no fix with a known accuracy was seen"
        }
        let why = best.verdict.refusal.map(\.description) ?? "it passed the gate, but the target or the averaging count was not reached in time"
        return "best fix \(number(meters)) m (\(why))"
    }

    /// A number with at most one decimal: "20", "23.4".
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
