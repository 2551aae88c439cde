import ArgumentParser
import Positioning

/// `--confidence 68|95`: the confidence level of every accuracy a command prints.
enum ConfidenceArgument: String, ExpressibleByArgument, CaseIterable {
    /// 68% (the default, as Android reports accuracy).
    case p68 = "68"
    /// 95%.
    case p95 = "95"

    /// The level for the accuracy engine.
    var confidence: Confidence {
        switch self {
        case .p68: return .p68
        case .p95: return .p95
        }
    }
}
