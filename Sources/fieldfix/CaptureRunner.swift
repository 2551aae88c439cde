import Capture
import Positioning

/// Drives a ``CaptureSession`` from live inputs (updates, ticks, keys) until a location is
/// frozen or the session ends, showing its progress on standard error.
///
/// The session is pure; this is its I/O owner: it stamps events with the clock's time,
/// performs the effects, and turns the end into a location or a ``CaptureFailure``.
struct CaptureRunner {
    /// Something the capture loop hears.
    enum Input: Sendable {
        /// A new assessed fix.
        case update(LocationUpdate)
        /// A status line from the source (connecting, disconnected...), shown as is.
        case notice(String)
        /// The source has ended or failed and sends nothing more; the reason for people.
        case sourceEnded(String)
        /// Time passed.
        case tick
        /// A key was pressed.
        case key(CaptureKeyboard.Key)
        /// Ctrl-C (SIGINT) or SIGTERM arrived: cancel, as Esc does.
        case interrupted
    }

    /// How often ticks arrive, when the owner sends them.
    static let tickInterval: Duration = .milliseconds(250)

    /// The session's configuration.
    let configuration: CaptureSession.Configuration
    /// Where progress goes.
    var status: CaptureStatusLine
    /// The last fix heard: at the end of a capture, the one the location was frozen on (or
    /// the last one averaged), whose geoid separation the record keeps.
    private(set) var lastUpdate: LocationUpdate?

    /// Runs a session over `inputs`.
    ///
    /// - Returns: the frozen location, handed over by the session's `persist` effect.
    /// - Throws: ``CaptureFailure`` when the session times out, is cancelled, or the source
    ///   ends first; nothing was saved then.
    mutating func run(_ inputs: AsyncStream<Input>) async throws(CaptureFailure) -> CapturedLocation {
        let clock = SystemClock()
        var session = CaptureSession(configuration: configuration)
        status.show(session.handle(.start(now: clock.now())), session)
        for await input in inputs {
            let effects: [CaptureSession.Effect]
            switch input {
            case let .update(update):
                lastUpdate = update
                status.update(update)
                effects = session.handle(.fix(update, now: clock.now()))
            case let .notice(text):
                status.notice(text)
                continue
            case let .sourceEnded(reason):
                status.finish()
                throw CaptureFailure.sourceEnded(reason, best: session.best)
            case .tick:
                effects = session.handle(.tick(now: clock.now()))
            case .key(.enter):
                effects = session.handle(.capture(now: clock.now()))
            case .key(.cancel), .interrupted:
                effects = session.handle(.cancel)
            }
            status.show(effects, session)
            switch session.state {
            case .frozen:
                for case let .persist(location) in session.handle(.save) {
                    status.finish()
                    return location
                }
            case let .timedOut(best):
                status.finish()
                throw CaptureFailure.timedOut(after: configuration.timeout ?? 0, best: best)
            case .cancelled:
                status.finish()
                throw CaptureFailure.cancelled
            case .idle, .acquiring, .ready, .averaging, .saved:
                continue
            }
        }
        status.finish()
        throw CaptureFailure.sourceEnded("the source ended", best: session.best)
    }
}
