import Positioning

/// One element of a ``LocationService``'s stream: the connection state, the latest assessed
/// fix, and why capture is not allowed.
public struct LocationStatus: Hashable, Sendable {
    /// Where the service stands.
    public var state: ConnectionState
    /// The latest fix with its accuracy and verdict (re-assessed with its age when stale).
    public var update: LocationUpdate?
    /// Seconds since the latest fix arrived, by the service's clock.
    public var age: Double?
    /// What went wrong, for ``ConnectionState/disconnected`` and a failed ``ConnectionState/ended``.
    public var error: SourceError?
    /// Statuses dropped so far because the consumer fell behind (the oldest go first, the
    /// newest are kept: ``LocationService/statusBufferLimit``); 0 while it keeps up.
    public var droppedStatuses = 0

    /// Creates a status.
    public init(state: ConnectionState, update: LocationUpdate? = nil, age: Double? = nil, error: SourceError? = nil) {
        self.state = state
        self.update = update
        self.age = age
        self.error = error
    }

    /// Whether a record may be captured now: only from a fresh fix that passes the gate.
    public var captureAllowed: Bool {
        guard state == .fix, let update else { return false }
        return update.verdict.isAllowed
    }

    /// Why capture is not allowed now ("no fix", "stale 3.1 s", "accuracy 23.4 m >= 20 m"),
    /// or `nil` when it is.
    public var captureBlockedReason: String? {
        if captureAllowed { return nil }
        if let refusal = update?.verdict.refusal { return refusal.description }
        switch state {
        case .connecting: return "connecting"
        case .connected, .noFix, .fix, .stale: return CaptureRefusal.noFix.description
        case .disconnected: return "disconnected" + (error.map { ": \($0.detail)" } ?? "")
        case .ended: return "source ended" + (error.map { ": \($0.detail)" } ?? "")
        }
    }
}
