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

    /// The session's configuration and the engine that assesses fixes for it, checked by
    /// ``Capture/CaptureSettings``' rule, as `capture tree|issue` checks its options.
    ///
    /// - Throws: ``APIError`` (400) naming the field that is out of range.
    func session(defaultEngine: AccuracyEngine) throws(APIError) -> (CaptureSession.Configuration, AccuracyEngine) {
        var engine = defaultEngine
        if let confidence {
            guard let level = Confidence(rawValue: confidence) else { throw .badRequest("confidence must be 68 or 95") }
            engine.confidence = level
        }
        engine.policy.maximumAccuracy = maxAccuracy ?? defaultEngine.policy.maximumAccuracy
        let settings = CaptureSettings(policy: engine.policy, acceptsPoorAccuracy: acceptPoorAccuracy ?? false, target: target,
                                       average: average, timeout: timeout ?? CaptureSettings.standardTimeout, autoCapture: auto ?? true)
        do { return (try settings.configuration(), engine) } catch { throw .badRequest(error.message(naming: Self.name)) }
    }

    /// A setting as this body names it.
    static func name(_ setting: CaptureSettings.Invalid.Setting) -> String {
        switch setting {
        case .maximumAccuracy: "maxAccuracy"
        case .acceptsPoorAccuracy: "\"acceptPoorAccuracy\": true"
        case .target: "target"
        case .average: "average"
        case .timeout: "timeout"
        }
    }
}
