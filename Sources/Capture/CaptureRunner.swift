import Positioning

/// Drives a ``CaptureSession`` from live inputs (updates, ticks, keys) until a location is
/// frozen or the session ends, reporting its progress to a ``CaptureProgress``.
///
/// The session is pure; the runner stamps each input with the clock's time, hands the
/// effects to the progress, and turns the end into a location or a ``CaptureFailure``.
public struct CaptureRunner<Progress: CaptureProgress> {
    /// The session's configuration.
    public let configuration: CaptureSession.Configuration
    /// Where progress goes.
    public var progress: Progress
    /// The last fix heard: at the end of a capture, the one the location was frozen on (or
    /// the last one averaged), whose geoid separation the record keeps.
    public private(set) var lastUpdate: LocationUpdate?
    private let clock: any MonotonicClock

    /// A runner of a session with `configuration`, timed by `clock`.
    public init(configuration: CaptureSession.Configuration, progress: Progress, clock: any MonotonicClock = SystemClock()) {
        self.configuration = configuration
        self.progress = progress
        self.clock = clock
    }

    /// Runs a session over `inputs`.
    ///
    /// - Returns: the frozen location, handed over by the session's `persist` effect.
    /// - Throws: ``CaptureFailure`` when the session times out, is cancelled, or the inputs
    ///   (the source) end first.
    public mutating func run<Inputs: AsyncSequence<CaptureInput, Never>>(_ inputs: Inputs) async throws(CaptureFailure) -> CapturedLocation {
        var session = CaptureSession(configuration: configuration)
        progress.show(session.handle(.start(now: clock.now())), session)
        for await input in inputs {
            let effects: [CaptureSession.Effect]
            switch input {
            case let .update(update):
                lastUpdate = update
                progress.update(update)
                effects = session.handle(.fix(update, now: clock.now()))
            case let .notice(text):
                progress.notice(text)
                continue
            case let .sourceEnded(reason):
                progress.finish()
                throw .sourceEnded(reason, best: session.best)
            case .tick:
                effects = session.handle(.tick(now: clock.now()))
            case .capture:
                effects = session.handle(.capture(now: clock.now()))
            case .cancel:
                effects = session.handle(.cancel)
            }
            progress.show(effects, session)
            switch session.state {
            case .frozen:
                for case let .persist(location) in session.handle(.save) {
                    progress.finish()
                    return location
                }
            case let .timedOut(best):
                progress.finish()
                throw .timedOut(after: configuration.timeout ?? 0, best: best)
            case .cancelled:
                progress.finish()
                throw .cancelled
            case .idle, .acquiring, .ready, .averaging, .saved:
                continue
            }
        }
        progress.finish()
        throw .sourceEnded("the source ended", best: session.best)
    }
}
