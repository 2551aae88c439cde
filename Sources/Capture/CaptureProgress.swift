import Positioning

/// What a ``CaptureRunner`` reports while it runs, for a front end to show: each fix heard,
/// what the session did, the source's notices, and the end of the run.
public protocol CaptureProgress {
    /// A new fix was heard (before the session handles it).
    mutating func update(_ update: LocationUpdate)
    /// The session handled an event and produced `effects`; `session` is its new state.
    mutating func show(_ effects: [CaptureSession.Effect], _ session: CaptureSession)
    /// A notice from the source (connecting, disconnected...), text that may come from the
    /// network or a file.
    mutating func notice(_ text: String)
    /// The run ended (a location was frozen or the capture failed).
    mutating func finish()
}
