import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `fieldfix import FILE.json`: stores a JSON export in one transaction.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a JSON export: trees into their own collections, or issues.",
        discussion: """
            Everything new in the file is stored, or nothing: a malformed or hostile file is \
            refused with what is wrong and where. Trees keep their collections (created when \
            missing) unless --collection puts them all into one. Records already in the store \
            (the same uid: the file was imported before) are skipped and counted, so a backup \
            can be imported again safely. Photos the file lists without their data (an export \
            made without --photos) are reported as not imported. A record whose accuracy is \
            not under the 20 m gate is refused unless --accept-poor-accuracy is given. Creates \
            the store when none exists.

            Example: fieldfix export trees --photos -o backup.json && fieldfix import backup.json --store ~/other-store
            """)

    @OptionGroup var store: StoreOptions
    @Argument(help: ArgumentHelp("A JSON file made by `fieldfix export --format json`.", valueName: "FILE.json")) var file: String
    @Option(help: "Put every tree into this collection (created when missing) instead of each tree's own.") var collection: String?
    @Flag(help: "Also import records whose accuracy is 20 m or more (their raised threshold stays recorded).")
    var acceptPoorAccuracy = false
    @Flag(help: "Print {\"kind\", \"count\", \"photoCount\", \"skipped\", \"missingPhotos\", \"collections\"}.") var json = false

    func validate() throws {
        try CaptureCommand.validateName(collection, option: "collection", hint: "give a name, or leave --collection out to keep each tree's")
    }

    func run() throws {
        let summary = try store.openCreating().importRecords(from: file, collection: collection, acceptPoorAccuracy: acceptPoorAccuracy)
        if json {
            print(ImportText.json(summary))
            return
        }
        ImportText.lines(summary).forEach(TerminalText.print)
        if let warning = ImportText.missingPhotosWarning(summary, file: file) { TerminalText.printError("fieldfix: " + warning) }
    }
}
