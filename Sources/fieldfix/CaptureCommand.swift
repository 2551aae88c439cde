import Acquisition
import ArgumentParser
import FieldStore
import FrontEnd
import Output
import Positioning
import SystemIO

/// `fieldfix capture tree|issue`: acquire a location that passes the accuracy gate, freeze
/// it, and save a record there.
struct CaptureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Capture a tree or an issue at a location that passes the accuracy gate.",
        discussion: """
            Shows the live accuracy on standard error while acquiring. On a terminal, Enter \
            captures when the gate allows it (and says why not otherwise), Esc or Ctrl-C \
            cancels. With --auto (the default when standard input is not a terminal) the \
            first fix that reaches the target is captured. Nothing is saved when the capture \
            times out, the source ends or the accuracy never passes; the exit status is then 1 \
            (130 when cancelled, 143 on SIGTERM). Every option, photo and the store are checked \
            before the wait; a save that still fails afterwards prints the location and keeps \
            it in a recovery file for `fieldfix import`. A gate above 20 m (--max-accuracy) \
            needs --accept-poor-accuracy; each record keeps its threshold, the kind of source \
            it came from and both heights (above sea level and above the ellipsoid).
            """,
        subcommands: [CaptureTreeCommand.self, CaptureIssueCommand.self])

    /// Acquires and freezes a location with `options`, showing progress on standard error
    /// (``TerminalCapture``); a signal cancels it as Esc does, so that the terminal's settings
    /// are restored.
    ///
    /// - Returns: the location and what the record keeps beside it (see
    ///   `CaptureContext.init(location:lastFix:origin:)`).
    /// - Throws: `ExitCode` after printing the reason when no location was captured.
    static func captureLocation(_ options: CaptureOptions) async throws -> (CapturedLocation, CaptureContext) {
        let capture = TerminalCapture(source: CaptureSource(try options.source.url, policy: options.policy, confidence: options.confidence.level))
        let configuration = try options.configuration()
        Interruption.install()
        do { return try await capture.run(configuration: configuration, prefix: "fieldfix: ", cancelRequested: { Interruption.happened }) } catch {
            if case .cancelled = error { throw ExitCode(130) }
            throw ExitCode.failure
        }
    }

    /// Checks, before acquiring, the record's text and photos as saving it will
    /// (`NewTree.check(field:)`, `NewIssue.check(field:)`), each text named by its option.
    static func validate(_ check: (_ field: (String) -> String) throws -> Void) throws {
        do { try check { "--" + $0 } } catch let error as StoreError { throw ValidationError(error.message) }
    }

    /// Checks, before acquiring, that a name option is not blank when given.
    static func validateName(_ value: String?, option: String, hint: String) throws {
        guard let value, value.allSatisfy(\.isWhitespace) else { return }
        throw ValidationError("--\(option) must not be empty: \(hint)")
    }

    /// Prints a saved record as JSON or as a line, or, when it could not be saved, why and
    /// where it was kept (see ``CaptureSave``), and exits 1.
    static func report<Record: DescribedRecord>(_ result: CaptureSave<Record>, options: CaptureOptions) throws {
        switch result {
        case let .saved(record, store):
            if options.json { print(record.json(store: store)) } else { TerminalText.print(CaptureText.saved(record)) }
        case let .unsaved(lines):
            lines.forEach { TerminalText.printError("fieldfix: " + $0) }
            throw ExitCode.failure
        }
    }
}
