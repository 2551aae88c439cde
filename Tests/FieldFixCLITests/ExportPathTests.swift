import Foundation
import Output
import TestSupport
import Testing
@testable import FieldStore

/// Exports write only into the folder chosen, whatever the collection is called; imports
/// write only into the store.
@Suite(.attacks("file-system"))
struct ExportPathTests {
    /// Collection names that look like paths, or have nothing a slug keeps.
    static let hostileNames = ["../../etc/x", "/abs", "..", ".", "~", "a/../../b", "C:\\Windows\\x", "x\u{0}y", "Ölbäume 東京 🌳",
                               "東京", "-rf", String(repeating: "../", count: 66), "\u{202E}gpj.exe", "con", "name\nwith\nlines"]

    @Test(arguments: hostileNames)
    func slugsAreSafeFileNames(name: String) {
        let slug = ExportTarget.slug(name)
        #expect(!slug.isEmpty && slug.count <= 80)
        #expect(slug.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }, "\(slug)")
        #expect(!slug.hasPrefix("_") && !slug.hasSuffix("_"))
    }

    @Test func slugsOfEmptyAndPathOnlyNames() {
        #expect(ExportTarget.slug("") == "collection")
        #expect(ExportTarget.slug("/") == "collection")
        #expect(ExportTarget.slug("../../etc/x") == "etc_x")
        #expect(ExportTarget.slug("/abs") == "abs")
        #expect(ExportTarget.slug(String(repeating: "a", count: 500)).count == 80)
    }

    /// Every hostile collection exported into a folder lands in that folder, as one new
    /// file named by the slug, and nowhere else in the work folder.
    @Test func exportsOfHostileCollectionsStayInTheChosenFolder() throws {
        let dir = try StoreCLI.temporaryDirectory("export-path")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        let names = Self.hostileNames.filter { !$0.contains("\u{0}") }
        for name in names {
            _ = try store.saveTree(NewTree(species: "Malus", collection: .named(name)), at: StoreCLI.location())
        }
        // Collection names are stored trimmed: export by the names the store kept.
        let stored = try store.collections().map(\.name)
        #expect(stored.count == names.count)
        let out = dir + "/deep/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let before = try allFiles(under: dir)
        for name in stored {
            // `--collection=NAME`, so that a name like `-rf` is not read as an option.
            let result = try FieldFix.run(["export", "trees", "--collection=\(name)", "--format", "gpx", "-o", out, "--json",
                                           "--store", dir + "/store"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let written = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let path = try #require(written["output"] as? String)
            #expect(URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
                    == URL(fileURLWithPath: out).standardizedFileURL.path, "\(name) -> \(path)")
            #expect((path as NSString).lastPathComponent.range(of: #"^[a-z0-9_]+_\d{4}-\d\d-\d\d_\d{6}(_\d+)?\.gpx$"#,
                                                                options: .regularExpression) != nil, "\(path)")
            #expect(written["count"] as? Int == 1)
        }
        let added = try allFiles(under: dir).subtracting(before)
        #expect(!added.isEmpty && added.allSatisfy { $0.hasPrefix(out + "/") }, "\(added.sorted())")
        // Exports whose names would meet (same slug, same second) never replace one another.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == stored.count)
    }

    /// A collection that does not exist, including the empty name: a clear error, no file.
    @Test func exportOfAMissingOrEmptyCollectionWritesNothing() throws {
        let dir = try StoreCLI.temporaryDirectory("export-missing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try RecordStore(directory: dir + "/store")
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["", "../../etc/x"] {
            let result = try FieldFix.run(["export", "trees", "--collection=\(name)", "-o", out, "--store", dir + "/store"])
            #expect(result.status != 0, "\(name): \(result.stdout)")
            #expect(!result.stderr.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
    }

    /// An import whose photo names are paths writes nothing anywhere: not beside the
    /// store, not in the photos folder, not where the names point.
    @Test func importsWithPathPhotoNamesWriteNothingOutsideTheStore() throws {
        let dir = try StoreCLI.temporaryDirectory("import-path")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try StoreCLI.exportFile(trees: 1, in: dir)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"file\":\"tree-1-1.jpg\""))
        let store = dir + "/a/b/store"
        _ = try RecordStore(directory: store)
        for (n, name) in ["../../../escape.jpg", "../photos/x.jpg", "/tmp/fieldfix-escape-\(UUID().uuidString).jpg", "sub/x.jpg"].enumerated() {
            let hostile = dir + "/hostile-\(n).json"
            try text.replacingOccurrences(of: "\"file\":\"tree-1-1.jpg\"", with: "\"file\":\(RecordJSON.string(name))")
                .write(toFile: hostile, atomically: true, encoding: .utf8)
            let before = try allFiles(under: dir)
            let result = try FieldFix.run(["import", hostile, "--store", store])
            #expect(result.status != 0, "\(name)")
            #expect(result.stderr.contains("photos[0].file"), "\(result.stderr)")
            // Only the database's own files may appear (SQLite's WAL and shared memory).
            let added = try allFiles(under: dir).subtracting(before)
            #expect(added.allSatisfy { $0.hasPrefix(store + "/fieldfix.") }, "\(added.sorted())")
            if name.hasPrefix("/") { #expect(!FileManager.default.fileExists(atPath: name)) }
        }
        #expect(try RecordStore(directory: store).trees().isEmpty)
    }

    /// Every regular file under `root` (lock, database and WAL files included).
    private func allFiles(under root: String) throws -> Set<String> {
        var files: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.insert(root + "/" + relative)
            }
        }
        return files
    }
}
