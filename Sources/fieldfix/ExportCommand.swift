import ArgumentParser
import FieldStore
import Foundation
import FrontEnd
import Output

/// `fieldfix export trees|issues`: streams records to CSV, JSON, GPX or GeoJSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export trees or issues as CSV, JSON, GPX or GeoJSON.",
        discussion: """
            Into a folder (the default is the current one) the file is named \
            {prefix}_{yyyy-MM-dd_HHmmss}.{ext}, the prefix being trees, issues, or the \
            collection's name as a slug; an export in the same second gets _2, _3... and never \
            replaces an earlier one. A missing output folder is created (and said so). Into a \
            named file the format comes from its extension (.csv, .json, .gpx, .geojson); a \
            --format that contradicts it is refused. GeoJSON's third coordinate is the height \
            above the WGS 84 ellipsoid (RFC 7946), left out when unknown; GPX's <ele> is the \
            sea-level height with <geoidheight> the geoid separation, as in NMEA GGA. CSV text \
            cells starting with =, +, -, @, tab or CR get a leading ' so spreadsheets never run \
            them as formulas; numbers stay numbers.

            Example: fieldfix export trees --collection Orchard -o ~/exports/orchard.gpx
            """)

    /// What to export.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case trees, issues
    }

    @OptionGroup var store: StoreOptions
    @OptionGroup var time: TimeRangeOptions
    @Argument(help: "trees or issues.") var kind: Kind
    @OptionGroup var trees: TreeKind.FilterOptions
    @OptionGroup var issues: IssueKind.FilterOptions
    @Option(help: "csv, json, gpx or geojson (default: from the output file's extension, else csv).") var format: ExportFormat?
    @Flag(help: "Embed photos as base64 (json and geojson).") var photos = false
    @Option(name: .shortAndLong, help: ArgumentHelp("A folder, a file, or - for standard output (default: the current folder).", valueName: "DIR|FILE|-"))
    var output: String?
    @Flag(help: "Print {\"count\", \"output\"} when writing a file.") var json = false

    func validate() throws {
        if json && output == "-" { throw ValidationError("--json describes a written file; it cannot be used with --output -") }
        if trees.collection != nil && kind != .trees { throw ValidationError("--collection applies to trees only") }
        if issues.category != nil && kind != .issues { throw ValidationError("--category applies to issues only") }
        let format: ExportFormat
        do { format = try ExportDestination.format(requested: self.format, output: output) } catch { throw ValidationError(error.message) }
        if photos && !format.embedsPhotos { throw ValidationError("--photos needs --format json or geojson") }
    }

    func run() throws {
        let store = try store.open()
        let now = Date()
        let destination = try ExportDestination(output: output, requested: format, kind: kind.rawValue, collection: trees.collection, now: now)
        if let folder = destination.createdFolder { TerminalText.printError("fieldfix: created the folder \(folder)") }
        let range = time.timeRange(now: now)
        let selection: ExportSelection = switch kind {
        case .trees: .trees(trees.filter(range: range, createdOnly: time.createdOnly))
        case .issues: .issues(issues.filter(range: range, createdOnly: time.createdOnly))
        }
        let count = try store.export(selection, includePhotos: photos, to: destination, now: now)
        if case let .file(path) = destination.target {
            if json { print(RecordText.exportedJSON(kind: kind.rawValue, count: count, output: path)) }
            else { TerminalText.print(RecordText.exported(kind: kind.rawValue, count: count, output: path)) }
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
