/// An accuracy estimate: a radius (horizontal) or half-interval (vertical) in metres that
/// holds the true position with the stated ``confidence``.
public struct Accuracy: Hashable, Sendable {
    /// The radius or half-interval, metres; finite and not negative.
    public var meters: Double
    /// The probability that the truth lies within ``meters``.
    public var confidence: Confidence
    /// Where the estimate comes from.
    public var source: AccuracySource
    /// Which of the receiver's estimates, for source ``AccuracySource/receiver``: `nil` for
    /// the GST error ellipse (and for the DOP model).
    public var estimate: ReceiverEstimate?

    /// Creates an accuracy value.
    public init(meters: Double, confidence: Confidence, source: AccuracySource, estimate: ReceiverEstimate? = nil) {
        self.meters = meters
        self.confidence = confidence
        self.source = source
        self.estimate = estimate
    }
}
