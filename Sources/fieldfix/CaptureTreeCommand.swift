import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `fieldfix capture tree`: a tree at a gated location.
struct CaptureTreeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "Capture a tree at the current location.",
        discussion: """
            Every option, photo and the store are checked before the wait for a fix. Should \
            saving still fail once the location is frozen, the location is printed and kept in \
            a recovery file, with the `fieldfix import` command that saves it.

            Example: fieldfix capture tree --species "Malus domestica" --collection Orchard --photo bark.jpg
            """)

    @Option(help: "The species (required; names such as species, variety, rootstock and collection keep at most 200 characters).")
    var species: String
    @Option(help: "The variety or cultivar.") var variety: String?
    @Option(help: "The rootstock.") var rootstock: String?
    @Option(help: ArgumentHelp("Free notes (at most \(TextLimits.notes) characters).", valueName: "TEXT")) var notes: String?
    @Option(help: ArgumentHelp("Read the notes from this file (UTF-8 text, at most \(TextLimits.notes) characters).", valueName: "FILE"))
    var notesFile: String?
    @Option(help: ArgumentHelp(
        "The collection (created when missing; default: the last used one).", valueName: "NAME"))
    var collection: String?
    @Option(name: .customLong("photo"), help: ArgumentHelp("A photo (JPEG, PNG or HEIC, at most 20 MiB); repeatable.", valueName: "FILE"))
    var photos: [String] = []
    @OptionGroup var capture: CaptureOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
        try CaptureCommand.validateName(collection, option: "collection", hint: "give a name, or leave --collection out to use the last used one")
        if notes != nil && notesFile != nil { throw ValidationError("give --notes or --notes-file, not both") }
        try CaptureCommand.validate { try newTree(context: CaptureContext()).check(field: $0) }
    }

    /// The tree these options describe, with `--notes` or the text of `--notes-file`.
    private func newTree(context: CaptureContext) throws -> NewTree {
        let notes = try notesFile.map { try TextLimits.read($0, option: "notes-file") } ?? notes
        return NewTree(species: species, variety: variety, rootstock: rootstock, notes: notes,
                       collection: collection.map { .named($0) } ?? .lastUsed, photos: photos, context: context)
    }

    func run() async throws {
        let opened = try store.openBeforeCapture(photos: !photos.isEmpty)
        let (location, context) = try await CaptureCommand.captureLocation(capture)
        try CaptureCommand.report(CaptureSave.save(try newTree(context: context), collection: collection, at: location, storePath: store.path,
                                                   open: { try opened ?? store.openCreating() }), options: capture)
    }
}
