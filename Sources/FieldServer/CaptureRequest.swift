import Capture
import Positioning

/// The body of `POST /api/captures`: what to capture and how.
///
/// `{"kind": "tree", "average": 5, "target": 8, "maxAccuracy": 20, "auto": true}`; every
/// field but `kind` is optional. The gate (`maxAccuracy`, 20 m by default) is the server's:
/// above 20 m it needs `"acceptPoorAccuracy": true`, as `capture --accept-poor-accuracy`.
struct CaptureRequest: Decodable, Sendable {
    /// `tree` or `issue`.
    var kind: RecordKind
    /// Average this many passing fixes instead of freezing one.
    var average: Int?
    /// Auto-capture waits for an accuracy under this many metres.
    var target: Double?
    /// The gate: capture only under this many metres.
    var maxAccuracy: Double?
    /// Allows `maxAccuracy` above 20 m.
    var acceptPoorAccuracy: Bool?
    /// Capture as soon as the target is reached (default `true`); with `false` the client
    /// freezes the location with `POST /api/captures/current/freeze`.
    var auto: Bool?
    /// Give up after this many seconds (default 120).
    var timeout: Double?
    /// The confidence level of the radius the gate compares: 68 or 95 (default: the server's).
    var confidence: Int?

    /// The kinds of record a capture makes.
    enum RecordKind: String, Decodable, Sendable {
        case tree, issue
    }

    /// The session's configuration and the engine that assesses fixes for it, checked.
    ///
    /// - Throws: ``APIError`` (400) naming the field that is out of range.
    func session(defaultEngine: AccuracyEngine) throws(APIError) -> (CaptureSession.Configuration, AccuracyEngine) {
        let standardGate = CapturePolicy.default.maximumAccuracy
        let gate = maxAccuracy ?? defaultEngine.policy.maximumAccuracy
        guard gate.isFinite, gate > 0 else { throw .badRequest("maxAccuracy must be a positive number of metres") }
        if gate > standardGate && acceptPoorAccuracy != true {
            throw .badRequest("maxAccuracy \(gate) is above the \(standardGate) m gate: a record could be that far off; "
                + "send \"acceptPoorAccuracy\": true to allow it (the record keeps the threshold)")
        }
        if let target, !(target.isFinite && target > 0) { throw .badRequest("target must be a positive number of metres") }
        if let average, !(1...1000).contains(average) { throw .badRequest("average must be from 1 to 1000 fixes") }
        let timeout = timeout ?? 120
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw .badRequest("timeout must be 0 to 86400 seconds") }
        var engine = defaultEngine
        if let confidence {
            guard let level = Confidence(rawValue: confidence) else { throw .badRequest("confidence must be 68 or 95") }
            engine.confidence = level
        }
        engine.policy.maximumAccuracy = gate
        let configuration = CaptureSession.Configuration(
            policy: engine.policy, autoCapture: auto ?? true, target: target,
            averaging: average.map { .count($0) }, timeout: timeout)
        return (configuration, engine)
    }
}
