import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `issues edit ID`: changes an issue's category or description, as `trees edit` does a
/// tree's.
struct IssueEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an issue's category or description.")
    @OptionGroup var store: StoreOptions
    @Argument(help: "The issue's id.") var id: Int64
    @Option(help: ArgumentHelp("A new category: pothole, streetlight, garbage, water-leak or other.", valueName: "CATEGORY"))
    var category: IssueCategory?
    @Option(help: ArgumentHelp("A new description (at most \(TextLimits.notes) characters).", valueName: "TEXT")) var description: String?
    @Option(help: ArgumentHelp("Read the new description from this file (UTF-8 text).", valueName: "FILE")) var descriptionFile: String?
    @Flag(help: "Print the edited record as JSON.") var json = false

    func validate() throws {
        if description != nil && descriptionFile != nil { throw ValidationError("give --description or --description-file, not both") }
        if let descriptionFile { _ = try TextLimits.read(descriptionFile, option: "description-file") }
    }

    func run() throws {
        let description = try descriptionFile.map { try TextLimits.read($0, option: "description-file") } ?? description
        // Checked here, not in validate(), so that a mistyped option is reported first.
        let changes = IssueChanges(category: category, description: description)
        if changes.isEmpty {
            TerminalText.printError("Error: nothing to change: give --category, --description or --description-file")
            throw ExitCode.validationFailure
        }
        let store = try store.open()
        let issue = try store.editIssue(id: id, changes)
        if json { print(issue.json(store: store)) } else { TerminalText.print(issue.details(store: store)) }
    }
}
