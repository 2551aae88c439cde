import ArgumentParser
import FieldStore
import Foundation
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
    @Option(help: "Only the trees of this collection.") var collection: String?
    @Option(help: "Only the issues of this category.") var category: IssueCategory?
    @Option(help: "csv, json, gpx or geojson (default: from the output file's extension, else csv).") var format: ExportFormat?
    @Flag(help: "Embed photos as base64 (json and geojson).") var photos = false
    @Option(name: .shortAndLong, help: ArgumentHelp("A folder, a file, or - for standard output (default: the current folder).", valueName: "DIR|FILE|-"))
    var output: String?
    @Flag(help: "Print {\"count\", \"output\"} when writing a file.") var json = false

    func validate() throws {
        if json && output == "-" { throw ValidationError("--json describes a written file; it cannot be used with --output -") }
        if collection != nil && kind != .trees { throw ValidationError("--collection applies to trees only") }
        if category != nil && kind != .issues { throw ValidationError("--category applies to issues only") }
        let format = try resolvedFormat
        if photos && !(format == .json || format == .geojson) { throw ValidationError("--photos needs --format json or geojson") }
    }

    /// `--format`, else the output file's extension when it names a format, else CSV.
    ///
    /// - Throws: `ValidationError` when `--format` contradicts the extension.
    private var resolvedFormat: ExportFormat {
        get throws {
            guard let output, output != "-", !output.hasSuffix("/"), !Self.isFolder(output) else { return format ?? .csv }
            let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
            guard let named = ExportFormat.allCases.first(where: { $0.fileExtension == ext }) else { return format ?? .csv }
            if let format, format != named {
                throw ValidationError("--format \(format.rawValue) does not match \(output), whose extension says \(named.rawValue): "
                    + "change one of them")
            }
            return named
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func run() throws {
        let store = try store.open()
        let now = Date()
        let format = try resolvedFormat
        let (target, reserved) = try resolveTarget(format: format, now: now)
        let range = time.timeRange(now: now)
        let count: Int
        do {
            switch kind {
            case .trees:
                count = try store.exportTrees(TreeFilter(collection: collection, range: range, createdOnly: time.createdOnly),
                                              format: format, includePhotos: photos, to: target, now: now)
            case .issues:
                count = try store.exportIssues(IssueFilter(category: category, range: range), format: format,
                                               includePhotos: photos, to: target, now: now)
            }
        } catch {
            if let reserved { unlink(reserved) }
            throw error
        }
        if case let .file(path) = target {
            if json { print("{\"kind\":\"\(kind.rawValue)\",\"count\":\(count),\"output\":\(RecordJSON.string(path))}") } else {
                TerminalText.print("exported \(count) \(count == 1 ? String(kind.rawValue.dropLast()) : kind.rawValue) to \(path)")
            }
        }
    }

    /// `-` is standard output; an existing folder (or a path ending in `/`) gets a generated
    /// file name, reserved at once (created empty, exclusively) so that no other export, not
    /// even one running at the same time, takes it: `_2`, `_3`... are added when it is taken.
    /// Anything else is the file to write. A missing folder is created, and said so.
    ///
    /// - Returns: the target, and the reserved file to remove should the export fail.
    private func resolveTarget(format: ExportFormat, now: Date) throws -> (ExportTarget, String?) {
        let output = output ?? "."
        if output == "-" { return (.standardOutput, nil) }
        let intoFolder = output.hasSuffix("/") || Self.isFolder(output)
        let folder = intoFolder ? output : URL(fileURLWithPath: output).deletingLastPathComponent().path
        if !Self.isFolder(folder) {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw StoreError(.io, "cannot create the output folder \(folder): \(error.localizedDescription)")
            }
            TerminalText.printError("fieldfix: created the folder \(folder)")
        }
        guard intoFolder else { return (.file(output), nil) }
        let name = ExportTarget.fileName(kind: kind.rawValue, collection: collection, date: now, format: format)
        let base = (output.hasSuffix("/") ? output : output + "/") + name.dropLast(format.fileExtension.count + 1)
        var path = base + "." + format.fileExtension
        var n = 2
        while true {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                return (.file(path), path)
            }
            guard errno == EEXIST else { throw StoreError(.io, "cannot create \(path): \(String(cString: strerror(errno)))") }
            path = base + "_\(n)." + format.fileExtension
            n += 1
        }
    }
}
