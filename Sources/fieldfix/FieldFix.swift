import ArgumentParser

@main
struct FieldFix: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fieldfix",
        abstract: "Trustworthy GNSS field records on Linux.",
        subcommands: [
            TreesCommand.self, CollectionsCommand.self, IssuesCommand.self, ExportCommand.self, ImportCommand.self,
        ]
    )
}
