import ArgumentParser
import FieldStore
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
            print("{\"kind\":\"\(summary.kind)\",\"count\":\(summary.count),\"photoCount\":\(summary.photoCount),"
                + "\"skipped\":\(summary.skipped),\"missingPhotos\":\(summary.missingPhotos),\"collections\":["
                + summary.collections.map(RecordJSON.string).joined(separator: ",") + "]}")
            return
        }
        let noun = summary.count == 1 ? String(summary.kind.dropLast()) : summary.kind
        var line = "imported \(summary.count) \(noun)" + (summary.photoCount == 0 ? "" : " with \(Self.counted(summary.photoCount, "photo"))")
        if !summary.collections.isEmpty {
            line += " into collection\(summary.collections.count == 1 ? "" : "s") " + summary.collections.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        TerminalText.print(line)
        if summary.skipped > 0 {
            TerminalText.print("skipped \(Self.counted(summary.skipped, "record")) already in the store (imported before)")
        }
        if summary.missingPhotos > 0 {
            TerminalText.printError("fieldfix: warning: \(Self.counted(summary.missingPhotos, "photo")) listed in \(file) "
                + "\(summary.missingPhotos == 1 ? "was" : "were") not imported: the file does not hold their data (export with --photos to carry them)")
        }
    }

    /// "1 photo", "3 photos".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
