/// An accuracy estimate: a radius (horizontal) or half-interval (vertical) in metres that
/// holds the true position with the stated ``confidence``.
public struct Accuracy: Hashable, Sendable {
    /// The radius or half-interval, metres; finite and not negative.
    public var meters: Double
    /// The probability that the truth lies within ``meters``.
    public var confidence: Confidence
    /// Where the estimate comes from.
    public var source: AccuracySource

    /// Creates an accuracy value.
    public init(meters: Double, confidence: Confidence, source: AccuracySource) {
        self.meters = meters
        self.confidence = confidence
        self.source = source
    }
}
