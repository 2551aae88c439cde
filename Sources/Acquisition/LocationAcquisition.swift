import Capture
import FieldStore
import Positioning

/// Acquires the location of a new record from a live source: a ``CaptureRunner`` hears the
/// source's fixes, a clock tick every ``CaptureInput/tickInterval`` and, when asked, the
/// terminal's keys, until its session freezes a location or ends.
public struct LocationAcquisition: Sendable {
    /// Where the fixes come from, assessed under the capture's gate.
    public let source: CaptureSource
    /// The capture session's gate, target, averaging and timeout.
    public let configuration: CaptureSession.Configuration
    /// Whether Enter and Esc are read from the terminal (``CaptureKeyboard``).
    public let readsKeys: Bool
    /// Asked at every tick; `true` cancels the capture (a signal has arrived, for instance).
    public let cancelRequested: @Sendable () -> Bool

    /// An acquisition from `source` under `configuration`.
    public init(source: CaptureSource, configuration: CaptureSession.Configuration, readsKeys: Bool,
                cancelRequested: @escaping @Sendable () -> Bool = { false }) {
        self.source = source
        self.configuration = configuration
        self.readsKeys = readsKeys
        self.cancelRequested = cancelRequested
    }

    /// Runs the capture, reporting to `progress`; the terminal's settings are restored and
    /// the source stopped when it returns.
    ///
    /// - Returns: the location and what the record keeps beside it (see
    ///   `CaptureContext.init(location:lastFix:origin:)`).
    /// - Throws: ``CaptureFailure`` when the session times out, is cancelled or the source
    ///   ends first.
    public func run<Progress: CaptureProgress>(progress: Progress) async throws(CaptureFailure) -> (CapturedLocation, CaptureContext) {
        var runner = CaptureRunner(configuration: configuration, progress: progress)
        let keyboard = readsKeys ? CaptureKeyboard() : nil
        let (inputs, continuation) = AsyncStream.makeStream(of: CaptureInput.self)
        let (source, cancelRequested) = (source, cancelRequested)
        let feeders = [
            Task { await source.forward(to: continuation) },
            Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: CaptureInput.tickInterval)
                    continuation.yield(cancelRequested() ? .cancel : .tick)
                }
            },
            Task {
                guard let keyboard else { return }
                for await key in keyboard.keys { continuation.yield(key) }
            },
        ]
        defer {
            keyboard?.stop()
            for feeder in feeders { feeder.cancel() }
        }
        let location = try await runner.run(inputs)
        return (location, CaptureContext(location: location, lastFix: runner.lastUpdate?.fix, origin: source.origin))
    }
}
