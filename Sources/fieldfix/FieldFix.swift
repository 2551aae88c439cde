import ArgumentParser
import Foundation
import FrontEnd
import Output
import SystemIO

/// The `fieldfix` command: a thin layer over the FieldFix modules.
@main
struct FieldFix: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fieldfix",
        abstract: "Trustworthy GNSS field records on Linux.",
        discussion: "Run `fieldfix help COMMAND` or `fieldfix COMMAND --help` for a command's options and examples.",
        version: "fieldfix 0.1.0",
        subcommands: [
            LiveCommand.self, CaptureCommand.self, ReplayCommand.self, TreesCommand.self,
            CollectionsCommand.self, IssuesCommand.self, ExportCommand.self, ImportCommand.self,
            SimulateCommand.self, DecodeCommand.self, BenchCommand.self,
            ServeCommand.self, SyncCommand.self,
        ]
    )

    /// Parses and runs the command. Without a subcommand it prints the usage on standard
    /// error and exits 64 (a usage error); every error message goes through
    /// ``TerminalText``, as it may quote a file's or a record's text. A command stopped by
    /// SIGTERM exits 143 (128 + 15), as shells and service managers expect.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if command is FieldFix {
                TerminalText.printError("fieldfix: a command is needed.\n\n" + helpMessage())
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            if let asyncType = type(of: command) as? any AsyncParsableCommand.Type {
                try await asyncType.runParsed(command)
            } else {
                try command.run()
            }
            if Interruption.signal == SIGTERM { Foundation.exit(128 + SIGTERM) }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { Swift.print(message) } else { TerminalText.printError(message) }
            }
            Foundation.exit(Interruption.signal == SIGTERM ? 128 + SIGTERM : code.rawValue)
        }
    }
}

extension AsyncParsableCommand {
    /// Runs `command`, which `parseAsRoot` returned and which is of this type. Called on
    /// the command's metatype, cast from `type(of:)`: casting the command itself to
    /// `any AsyncParsableCommand` looked up the conformance of its `any ParsableCommand`
    /// box first, one more scan of every protocol conformance record at each start.
    static func runParsed(_ command: any ParsableCommand) async throws {
        var command = command as! Self
        try await command.run()
    }
}
