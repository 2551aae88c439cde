import ArgumentParser
import FieldStore

/// `fieldfix capture tree`: a tree at a gated location.
struct CaptureTreeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "Capture a tree at the current location.")

    @Option(help: "The species (required).")
    var species: String

    @Option(help: "The variety or cultivar.")
    var variety: String?

    @Option(help: "The rootstock.")
    var rootstock: String?

    @Option(help: "Free notes.")
    var notes: String?

    @Option(help: ArgumentHelp(
        "The collection (created when missing; default: the last used one).", valueName: "NAME"))
    var collection: String?

    @Option(name: .customLong("photo"), help: ArgumentHelp("A photo (JPEG, PNG or HEIC); repeatable.", valueName: "FILE"))
    var photos: [String] = []

    @OptionGroup var capture: CaptureOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard !species.allSatisfy(\.isWhitespace) else { throw ValidationError("--species must not be blank") }
        try CaptureCommand.validatePhotos(photos)
    }

    func run() async throws {
        let opened = try store.openBeforeCapture()
        let location = try await CaptureCommand.captureLocation(capture)
        let records = try opened ?? store.open()
        let tree = try records.saveTree(
            NewTree(species: species, variety: variety, rootstock: rootstock, notes: notes,
                    collection: collection.map { .named($0) } ?? .lastUsed, photos: photos),
            at: location)
        if capture.json {
            print(RecordJSON.encode(tree, store: records))
        } else {
            print("saved tree \(tree.id): \(tree.species) at \(CaptureCommand.describe(tree.location))"
                + (tree.collection.map { ", collection \($0)" } ?? ""))
        }
    }
}
