#if canImport(Glibc)
import Glibc
#endif
import Capture
import Positioning

/// The live status of a capture on standard error: one line rewritten in place on a
/// terminal, else one line per change of phase or refusal (standard output keeps only the
/// saved record).
struct CaptureStatusLine {
    /// Whether standard error is a terminal (rewrite one line) or a file or pipe.
    let isTerminal: Bool
    /// Whether keys can capture (the prompt mentions Enter).
    let interactive: Bool
    private var latest: LocationUpdate?
    private var lineOpen = false

    /// A status line for this process's standard error.
    init(interactive: Bool) {
        isTerminal = isatty(STDERR_FILENO) == 1
        self.interactive = interactive
    }

    /// A new fix: on a terminal the line shows its accuracy at once.
    mutating func update(_ update: LocationUpdate) {
        latest = update
    }

    /// Shows what the session did.
    mutating func show(_ effects: [CaptureSession.Effect], _ session: CaptureSession) {
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

    /// A line from the source.
    mutating func notice(_ text: String) {
        message(text)
    }

    /// Ends the status line before the result is printed.
    mutating func finish() {
        if lineOpen { write("\n") }
        lineOpen = false
    }

    /// One phase with the latest accuracy: "acquiring  23.4 m Poor  accuracy 23.4 m >= 20 m".
    private func describe(_ phase: CaptureSession.Phase, _ session: CaptureSession) -> String {
        var text = "\(phase)"
        if case let .averaging(averager) = session.state {
            switch averager.goal {
            case let .count(needed): text += " \(averager.count)/\(needed)"
            case let .duration(seconds): text += " \(averager.count) fixes, \(CaptureFailure.number(seconds)) s"
            }
        }
        guard let latest else { return text + "  waiting for a fix" }
        let accuracy = latest.horizontalAccuracy.map { "\(CaptureFailure.number($0.meters)) m" } ?? "accuracy unknown"
        text += "  \(accuracy) \(latest.accuracyClass.label)"
        switch phase {
        case .acquiring: text += latest.verdict.refusal.map { "  \($0)" } ?? "  stale"
        case .ready: text += interactive ? "  press Enter to capture, Esc to cancel" : ""
        case .idle, .averaging, .frozen, .saved, .cancelled, .timedOut: break
        }
        return text
    }

    /// Prints a line of its own (ending the rewritten line first on a terminal).
    private mutating func message(_ text: String) {
        finish()
        write(text + "\n")
    }

    /// Rewrites the status line in place.
    private mutating func rewrite(_ text: String) {
        write("\r\u{1B}[K" + text)
        lineOpen = true
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(STDERR_FILENO, &bytes, bytes.count)
    }
}
