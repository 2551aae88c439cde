import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `fieldfix trees list|show|edit|delete|near|find`.
struct TreesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trees", abstract: "List, show, edit, delete and find stored trees.",
        subcommands: [Shared.List.self, Shared.Show.self, Edit.self, Shared.Delete.self, Shared.Near.self, Shared.Find.self])

    /// The subcommands that issues share.
    typealias Shared = RecordSubcommands<TreeKind>

    /// `trees edit ID`.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit", abstract: "Change a tree's species, variety, rootstock or notes (an empty value clears).")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The tree's id.") var id: Int64
        @Option(help: "A new species.") var species: String?
        @Option(help: "A new variety (\"\" clears it).") var variety: String?
        @Option(help: "A new rootstock (\"\" clears it).") var rootstock: String?
        @Option(help: "New notes (\"\" clears them; at most \(TextLimits.notes) characters).") var notes: String?
        @Option(help: ArgumentHelp("Read the new notes from this file (UTF-8 text).", valueName: "FILE")) var notesFile: String?
        @Flag(help: "Print the edited record as JSON.") var json = false

        func validate() throws {
            if notes != nil && notesFile != nil { throw ValidationError("give --notes or --notes-file, not both") }
            if let notesFile { _ = try TextLimits.read(notesFile, option: "notes-file") }
        }

        func run() throws {
            let notes = try notesFile.map { try TextLimits.read($0, option: "notes-file") } ?? notes
            // Checked here, not in validate(), so that a mistyped option is reported first.
            let changes = TreeChanges(species: species, variety: variety, rootstock: rootstock, notes: notes)
            if changes.isEmpty {
                TerminalText.printError("Error: nothing to change: give --species, --variety, --rootstock, --notes or --notes-file")
                throw ExitCode.validationFailure
            }
            let store = try store.open()
            let tree = try store.editTree(id: id, changes)
            if json { print(tree.json(store: store)) } else { TerminalText.print(tree.details(store: store)) }
        }
    }
}
