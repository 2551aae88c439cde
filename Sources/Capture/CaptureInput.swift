import Positioning

/// Something a ``CaptureRunner`` hears.
public enum CaptureInput: Sendable {
    /// A new assessed fix.
    case update(LocationUpdate)
    /// A status line from the source (connecting, disconnected...), shown as is.
    case notice(String)
    /// The source has ended or failed and sends nothing more; the reason for people.
    case sourceEnded(String)
    /// Time passed.
    case tick
    /// The user asked to capture now (Enter).
    case capture
    /// The user cancelled (Esc, Ctrl-C, SIGTERM).
    case cancel

    /// How often ``tick`` should arrive: often enough for a timeout and a status line.
    public static let tickInterval: Duration = .milliseconds(250)
}
