import ArgumentParser

/// `fieldfix issues list|show|delete|near|find`.
struct IssuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues", abstract: "List, show, edit, delete and find stored issue reports.",
        subcommands: [Shared.List.self, Shared.Show.self, IssueEditCommand.self, Shared.Delete.self, Shared.Near.self, Shared.Find.self])

    /// The subcommands that trees share.
    typealias Shared = RecordSubcommands<IssueKind>
}
