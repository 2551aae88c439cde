import FieldStore
import Foundation
import Testing

/// Where an export goes: the format from the path, and generated names reserved in a folder.
@Suite struct ExportDestinationTests {
    @Test func theExtensionNamesTheFormatAndAContradictionIsRefused() throws {
        #expect(try ExportDestination.format(requested: nil, output: "x/trees.gpx") == .gpx)
        #expect(try ExportDestination.format(requested: .json, output: "-") == .json)
        #expect(try ExportDestination.format(requested: nil, output: nil) == .csv)
        #expect(throws: StoreError.self) { try ExportDestination.format(requested: .csv, output: "trees.geojson") }
    }

    @Test func onlyJSONAndGeoJSONEmbedPhotos() {
        #expect(ExportFormat.allCases.filter(\.embedsPhotos) == [.json, .geojson])
    }

    @Test func aFolderGetsAFreshNameEachTimeAndAMissingOneIsCreated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-destination-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try ExportDestination(output: folder + "/", requested: .gpx, kind: "trees", collection: "Orchard", now: now)
        let second = try ExportDestination(output: folder, requested: .gpx, kind: "trees", collection: "Orchard", now: now)
        #expect(first.createdFolder == folder + "/")
        #expect(second.createdFolder == nil)
        guard case let .file(one) = first.target, case let .file(two) = second.target else {
            Testing.Issue.record("expected files, got \(first.target) and \(second.target)")
            return
        }
        #expect(one.hasPrefix(folder + "/orchard_") && one.hasSuffix(".gpx"))
        #expect(two == String(one.dropLast(4)) + "_2.gpx")
        #expect(FileManager.default.fileExists(atPath: two))
        second.discard()
        #expect(!FileManager.default.fileExists(atPath: two))
    }

    @Test func aDashIsStandardOutput() throws {
        let destination = try ExportDestination(output: "-", requested: nil, kind: "issues", collection: nil, now: Date())
        #expect(destination.target == .standardOutput && destination.reserved == nil && destination.format == .csv)
    }
}
