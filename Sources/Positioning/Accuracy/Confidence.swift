/// The probability that the true position lies within an accuracy radius.
public enum Confidence: Int, Sendable, CaseIterable, Hashable {
    /// 68%: the radius Android reports as a location's accuracy (the default).
    case p68 = 68
    /// 95%: the radius surveyors usually quote.
    case p95 = 95

    /// The probability as a fraction: 0.68 or 0.95.
    public var probability: Double { Double(rawValue) / 100 }
}
