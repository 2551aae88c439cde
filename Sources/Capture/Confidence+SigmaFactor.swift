import Positioning

extension Confidence {
    /// The radius of a circular bivariate normal error holding this probability, in units of
    /// the per-axis standard deviation: sqrt(-2 ln(1 - p)), 1.5096 for 68%, 2.4477 for 95%.
    var circularSigmaFactor: Double {
        switch self {
        case .p68: return 1.509592
        case .p95: return 2.447747
        }
    }

    /// The half-interval of a normal error holding this probability, in standard deviations:
    /// 0.9945 for 68%, 1.9600 for 95%.
    var linearSigmaFactor: Double {
        switch self {
        case .p68: return 0.994458
        case .p95: return 1.959964
        }
    }
}
