import Positioning
import TextEncoding

/// What a person asks of a capture, as every front end takes it (`capture tree|issue`'s
/// options, the body of the server's `POST /api/captures`), and the one rule that checks it
/// into a ``CaptureSession/Configuration``.
///
/// A gate above the standard 20 m needs ``acceptsPoorAccuracy``: the record keeps the
/// threshold it passed, but could be that far off.
public struct CaptureSettings: Hashable, Sendable {
    /// The gate: its accuracy threshold (metres) and speed limit.
    public var policy: CapturePolicy
    /// Allows a threshold above ``CapturePolicy/standardMaximumAccuracy``.
    public var acceptsPoorAccuracy: Bool
    /// The accuracy auto-capture waits for, metres (`nil`: the gate's threshold).
    public var target: Double?
    /// Average this many passing fixes instead of freezing one (`nil`: freeze one).
    public var average: Int?
    /// Give up after this many seconds without a capture.
    public var timeout: Double
    /// Capture by itself as soon as a fix reaches the target.
    public var autoCapture: Bool

    /// How many fixes an average may take.
    public static let averageRange = 1...1000
    /// The longest timeout, seconds (a day).
    public static let longestTimeout = 86_400.0
    /// The timeout when none is asked for, seconds.
    public static let standardTimeout = 120.0

    /// Creates settings; by default auto-capture of one fix under the default gate within
    /// ``standardTimeout``.
    public init(policy: CapturePolicy = .default, acceptsPoorAccuracy: Bool = false, target: Double? = nil,
                average: Int? = nil, timeout: Double = standardTimeout, autoCapture: Bool = true) {
        self.policy = policy
        self.acceptsPoorAccuracy = acceptsPoorAccuracy
        self.target = target
        self.average = average
        self.timeout = timeout
        self.autoCapture = autoCapture
    }

    /// The session configuration these settings ask for.
    ///
    /// - Throws: ``Invalid`` naming the first setting out of range.
    public func configuration() throws(Invalid) -> CaptureSession.Configuration {
        let gate = policy.maximumAccuracy
        guard gate.isFinite, gate > 0 else { throw Invalid(.maximumAccuracy, .notPositive(unit: "metres")) }
        if gate > CapturePolicy.standardMaximumAccuracy && !acceptsPoorAccuracy { throw Invalid(.maximumAccuracy, .abovePoorGate(gate)) }
        if let target, !(target.isFinite && target > 0) { throw Invalid(.target, .notPositive(unit: "metres")) }
        if let average, !Self.averageRange.contains(average) { throw Invalid(.average, .outsideAverageRange) }
        guard timeout.isFinite, timeout > 0, timeout <= Self.longestTimeout else { throw Invalid(.timeout, .outsideTimeoutRange) }
        return CaptureSession.Configuration(policy: policy, autoCapture: autoCapture, target: target,
                                            averaging: average.map { .count($0) }, timeout: timeout)
    }
}
