import ArgumentParser

/// The `fieldfix` command: a thin layer over the FieldFix modules.
@main
struct FieldFix: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fieldfix",
        abstract: "Trustworthy GNSS field records on Linux.",
        subcommands: [
            LiveCommand.self, CaptureCommand.self, ReplayCommand.self, TreesCommand.self,
            CollectionsCommand.self, IssuesCommand.self, ExportCommand.self, ImportCommand.self,
            SimulateCommand.self, DecodeCommand.self, BenchCommand.self,
        ]
    )
}
