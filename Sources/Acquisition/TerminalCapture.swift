import Capture
import FieldStore
import FrontEnd
import Output
import Positioning
import SystemIO

/// A capture for a record as `fieldfix capture` runs it from a terminal: its live status on
/// standard error (``CaptureStatusLine``: one line rewritten in place on a terminal, else a
/// line per change), Enter and Esc read when standard input is a terminal and not the
/// source, and, once it ends, why nothing was captured (``CaptureText/failure(_:)``) or what
/// to know of the frozen location (``CaptureText/notes(_:origin:source:)``).
///
/// ```swift
/// let capture = TerminalCapture(source: CaptureSource(url, policy: .default, confidence: .p68))
/// let (location, context) = try await capture.run(configuration: CaptureSession.Configuration(), prefix: "survey: ")
/// ```
public struct TerminalCapture: Sendable {
    /// Where the fixes come from.
    public let source: CaptureSource
    /// Whether Enter captures and Esc cancels: standard input is a terminal, and not the
    /// source. A capture that is not interactive captures automatically.
    public let interactive: Bool

    /// A capture from `source`; `standardInputIsTerminal` says whether keys can be read.
    public init(source: CaptureSource, standardInputIsTerminal: Bool = CaptureKeyboard.isTerminal) {
        self.source = source
        interactive = standardInputIsTerminal && !source.readsStandardInput
    }

    /// Runs the capture under `configuration`, automatic unless it is ``interactive``,
    /// writing its status and how it ended (each message after `prefix`, made safe for a
    /// terminal) to `write`.
    ///
    /// - Parameters:
    ///   - cancelRequested: asked at every tick; `true` cancels the capture as Esc does (a
    ///     signal has arrived, say), so that the terminal's settings are restored.
    ///   - isTerminal: whether `write` goes to a terminal, where the status is one line.
    ///   - colored: whether the accuracy class is coloured.
    ///   - write: where the text goes; standard error by default.
    /// - Returns: the location and what the record keeps beside it (see
    ///   `CaptureContext.init(location:lastFix:origin:)`).
    /// - Throws: ``CaptureFailure``, once written, when nothing was captured.
    public func run(configuration: CaptureSession.Configuration, prefix: String,
                    cancelRequested: @escaping @Sendable () -> Bool = { false },
                    isTerminal: Bool = StandardStream.error.isTerminal, colored: Bool = ColorChoice.enabled(for: .error),
                    write: @escaping (String) -> Void = { _ = StandardStream.error.write($0) })
        async throws(CaptureFailure) -> (CapturedLocation, CaptureContext) {
        var configuration = configuration
        configuration.autoCapture = configuration.autoCapture || !interactive
        let status = CaptureStatusLine(isTerminal: isTerminal, interactive: interactive, colored: colored, write: write)
        let acquisition = LocationAcquisition(source: source, configuration: configuration, readsKeys: interactive,
                                              cancelRequested: cancelRequested)
        let say = { (message: String) in write(TerminalText.safe(prefix + message) + "\n") }
        do {
            let (location, context) = try await acquisition.run(progress: status)
            CaptureText.notes(location, origin: context.origin, source: "\(source.url)").forEach(say)
            return (location, context)
        } catch {
            say(CaptureText.failure(error))
            throw error
        }
    }
}
