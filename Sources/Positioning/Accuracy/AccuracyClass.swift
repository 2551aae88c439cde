/// A coarse grade of horizontal accuracy, with strict (less-than) boundaries:
/// Excellent < 5 m, Good < 10 m, Acceptable < 15 m, Marginal < 20 m, Poor >= 20 m.
public enum AccuracyClass: String, Sendable, CaseIterable, Hashable {
    /// Under 5 m (green).
    case excellent
    /// 5 m to under 10 m (green).
    case good
    /// 10 m to under 15 m (yellow).
    case acceptable
    /// 15 m to under 20 m (orange).
    case marginal
    /// 20 m or more (red).
    case poor
    /// No estimate.
    case unknown

    /// The class of a radius in metres. NaN and negative values are ``unknown``.
    public init(meters: Double?) {
        guard let m = meters, m.isFinite || m == .infinity, m >= 0 else {
            self = .unknown
            return
        }
        if m < 5 { self = .excellent }
        else if m < 10 { self = .good }
        else if m < 15 { self = .acceptable }
        else if m < 20 { self = .marginal }
        else { self = .poor }
    }

    /// The class of an accuracy estimate (``unknown`` for `nil`).
    public init(_ accuracy: Accuracy?) {
        self.init(meters: accuracy?.meters)
    }

    /// The colour the apps showed for the class.
    public var colorName: String {
        switch self {
        case .excellent, .good: return "green"
        case .acceptable: return "yellow"
        case .marginal: return "orange"
        case .poor: return "red"
        case .unknown: return "gray"
        }
    }

    /// A capitalised name for people: "Excellent", "Good"...
    public var label: String {
        switch self {
        case .excellent: return "Excellent"
        case .good: return "Good"
        case .acceptable: return "Acceptable"
        case .marginal: return "Marginal"
        case .poor: return "Poor"
        case .unknown: return "Unknown"
        }
    }
}
