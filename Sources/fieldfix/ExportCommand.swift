import ArgumentParser
import FieldStore
import Foundation

/// `fieldfix export trees|issues`: streams records to CSV, JSON, GPX or GeoJSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export trees or issues as CSV, JSON, GPX or GeoJSON.",
        discussion: """
            Into a folder (the default is the current one) the file is named \
            {prefix}_{yyyy-MM-dd_HHmmss}.{ext}, the prefix being trees, issues, or the \
            collection's name as a slug. CSV text cells starting with =, +, -, @, tab or CR \
            get a leading ' so spreadsheets never run them as formulas; numbers stay numbers.
            """)

    /// What to export.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case trees, issues
    }

    @OptionGroup var store: StoreOptions
    @OptionGroup var time: TimeRangeOptions
    @Argument(help: "trees or issues.") var kind: Kind
    @Option(help: "Only the trees of this collection.") var collection: String?
    @Option(help: "Only the issues of this category.") var category: IssueCategory?
    @Option(help: "csv, json, gpx or geojson.") var format: ExportFormat = .csv
    @Flag(help: "Embed photos as base64 (json and geojson).") var photos = false
    @Option(name: .shortAndLong, help: ArgumentHelp("A folder, a file, or - for standard output (default: the current folder).", valueName: "DIR|FILE|-"))
    var output: String?
    @Flag(help: "Print {\"count\", \"output\"} when writing a file.") var json = false

    func validate() throws {
        if json && output == "-" { throw ValidationError("--json describes a written file; it cannot be used with --output -") }
        if collection != nil && kind != .trees { throw ValidationError("--collection applies to trees only") }
        if category != nil && kind != .issues { throw ValidationError("--category applies to issues only") }
        if photos && !(format == .json || format == .geojson) { throw ValidationError("--photos needs --format json or geojson") }
    }

    func run() throws {
        let store = try store.open()
        let now = Date()
        let target = resolveTarget(now: now)
        let range = time.timeRange(now: now)
        let count: Int
        switch kind {
        case .trees:
            count = try store.exportTrees(TreeFilter(collection: collection, range: range), format: format, includePhotos: photos, to: target, now: now)
        case .issues:
            count = try store.exportIssues(IssueFilter(category: category, range: range), format: format, includePhotos: photos, to: target, now: now)
        }
        if case let .file(path) = target {
            print(json ? "{\"kind\":\"\(kind.rawValue)\",\"count\":\(count),\"output\":\(RecordJSON.string(path))}"
                       : "exported \(count) \(kind.rawValue) to \(path)")
        }
    }

    /// `-` is standard output; an existing folder (or a path ending in `/`) gets a generated
    /// file name; anything else is the file to write.
    private func resolveTarget(now: Date) -> ExportTarget {
        let output = output ?? "."
        if output == "-" { return .standardOutput }
        var isDirectory: ObjCBool = false
        if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue) {
            let name = ExportTarget.fileName(kind: kind.rawValue, collection: collection, date: now, format: format)
            return .file((output.hasSuffix("/") ? output : output + "/") + name)
        }
        return .file(output)
    }
}
