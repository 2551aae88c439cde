import Capture
import Positioning

/// The live status of a capture for people: the phase and the latest accuracy, one line
/// rewritten in place on a terminal, else one line per change of phase or refusal (so that
/// standard output keeps only the saved record).
public struct CaptureStatusLine: CaptureProgress {
    /// Whether the output is a terminal (rewrite one line) or a file or pipe.
    public let isTerminal: Bool
    /// Whether keys can capture (the prompt mentions Enter).
    public let interactive: Bool
    /// Whether the accuracy class is coloured.
    public let colored: Bool
    private let write: (String) -> Void
    private var latest: LocationUpdate?
    private var line: String?

    /// A status line that hands its text to `write` (standard error, for the CLI).
    public init(isTerminal: Bool, interactive: Bool, colored: Bool, write: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.interactive = interactive
        self.colored = colored
        self.write = write
    }

    public mutating func update(_ update: LocationUpdate) {
        latest = update
    }

    public mutating func show(_ effects: [CaptureSession.Effect], _ session: CaptureSession) {
        for effect in effects {
            switch effect {
            case let .refused(reason): message(reason.description)
            case let .skipped(reason): if !isTerminal { message("sample skipped: \(reason)") }
            case let .entered(phase): if !isTerminal { message(describe(phase, session)) }
            case .persist, .timedOut, .stop: continue
            }
        }
        if isTerminal { rewrite(describe(session.state.phase, session)) }
    }

    /// A line from the source, made safe for a terminal.
    public mutating func notice(_ text: String) {
        message(TerminalText.safe(text))
    }

    public mutating func finish() {
        if line != nil { write("\n") }
        line = nil
    }

    /// The phase and the latest accuracy, short enough for one terminal line:
    /// "ready  ±8.2 m (68%) Good  sats 9  capture allowed  Enter: capture, Esc: cancel".
    public func describe(_ phase: CaptureSession.Phase, _ session: CaptureSession) -> String {
        var text = "\(phase)"
        if case let .averaging(averager) = session.state {
            switch averager.goal {
            case let .count(needed): text += " \(averager.count)/\(needed)"
            case let .duration(seconds): text += " \(averager.count) fixes, \(CaptureText.number(seconds)) s"
            }
        }
        guard let latest else { return text + "  waiting for a fix" }
        let accuracy = AccuracyText.graded(latest.horizontalAccuracy, latest.accuracyClass, colored: colored)
        text += "  \(accuracy)  sats \(latest.fix.satellitesUsed.map(String.init) ?? "?")"
        switch phase {
        case .acquiring: text += "  " + (latest.verdict.refusal?.description ?? "stale")
        case .ready: text += interactive ? "  capture allowed  Enter: capture, Esc: cancel" : "  capture allowed"
        case .idle, .averaging, .frozen, .saved, .cancelled, .timedOut: break
        }
        return text
    }

    /// Prints a line of its own (ending the rewritten line first on a terminal).
    private mutating func message(_ text: String) {
        finish()
        write(text + "\n")
    }

    /// Rewrites the status line in place when its text changed.
    private mutating func rewrite(_ text: String) {
        guard text != line else { return }
        write("\r\u{1B}[K" + text)
        line = text
    }
}
