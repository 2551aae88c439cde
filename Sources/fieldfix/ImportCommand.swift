import ArgumentParser
import FieldStore

/// `fieldfix import FILE.json`: stores a JSON export in one transaction.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a JSON export: trees into a new collection, or issues.",
        discussion: "Everything in the file is stored, or nothing: a malformed or hostile file is refused with what is wrong and where.")

    @OptionGroup var store: StoreOptions
    @Argument(help: ArgumentHelp("A JSON file made by `fieldfix export --format json`.", valueName: "FILE.json")) var file: String
    @Option(help: "The new collection's name (default: the file's collection, else the file's name).") var collection: String?
    @Flag(help: "Print {\"kind\", \"count\", \"photoCount\", \"collection\"}.") var json = false

    func run() throws {
        let summary = try store.open().importRecords(from: file, collection: collection)
        if json {
            print("{\"kind\":\"\(summary.kind)\",\"count\":\(summary.count),\"photoCount\":\(summary.photoCount),\"collection\":"
                + (summary.collection.map(RecordJSON.string) ?? "null") + "}")
            return
        }
        let photos = summary.photoCount == 0 ? "" : " with \(summary.photoCount) photo\(summary.photoCount == 1 ? "" : "s")"
        print("imported \(summary.count) \(summary.kind)\(photos)" + (summary.collection.map { " into collection \"\($0)\"" } ?? ""))
    }
}
