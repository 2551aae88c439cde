import Foundation
import FrontEnd
import Output
import Testing
@testable import FieldStore

/// `RecordStore.export(_:includePhotos:to:now:)`: trees or issues into a destination, whose
/// reserved file is given back when the export fails.
@Suite struct ExportSelectionTests {
    static func populated() throws -> TemporaryStore {
        let temp = try TemporaryStore()
        _ = try temp.store.saveTree(NewTree(species: "Malus", collection: .named("Orchard")), at: Fixtures.location(), now: Fixtures.t0)
        _ = try temp.store.saveTree(NewTree(species: "Pyrus", collection: .none), at: Fixtures.location(), now: Fixtures.t0)
        _ = try temp.store.saveIssue(NewIssue(category: .garbage, description: "Bags"), at: Fixtures.location(), now: Fixtures.t0)
        return temp
    }

    @Test func eachKindIsWrittenInTheDestinationsFormat() throws {
        let temp = try Self.populated()
        defer { temp.cleanup() }
        let folder = temp.directory + "/exports"
        let trees = try ExportDestination(output: folder + "/", requested: .json, kind: "trees", collection: "Orchard", now: Fixtures.t0)
        #expect(try temp.store.export(.trees(TreeFilter(collection: "Orchard")), to: trees, now: Fixtures.t0) == 1)
        guard case let .file(path) = trees.target else { Testing.Issue.record("\(trees.target)"); return }
        let same = folder + "/same.json"
        try temp.store.exportTrees(TreeFilter(collection: "Orchard"), format: .json, to: .file(same), now: Fixtures.t0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(contentsOfFile: same, encoding: .utf8))
        let issues = try ExportDestination(output: folder + "/issues.gpx", requested: nil, kind: "issues", collection: nil, now: Fixtures.t0)
        #expect(try temp.store.export(.issues(IssueFilter(category: .garbage)), to: issues, now: Fixtures.t0) == 1)
        #expect(try String(contentsOfFile: folder + "/issues.gpx", encoding: .utf8).contains("<gpx"))
        #expect(try temp.store.export(.issues(IssueFilter(category: .pothole)), to: issues, now: Fixtures.t0) == 0)
    }

    @Test func aFailedExportGivesBackTheNameItReserved() throws {
        let temp = try Self.populated()
        defer { temp.cleanup() }
        let destination = try ExportDestination(output: temp.directory + "/", requested: .csv, kind: "trees", collection: "Nowhere", now: Fixtures.t0)
        guard case let .file(path) = destination.target else { Testing.Issue.record("\(destination.target)"); return }
        #expect(FileManager.default.fileExists(atPath: path))
        let error = #expect(throws: StoreError.self) {
            try temp.store.export(.trees(TreeFilter(collection: "Nowhere")), to: destination, now: Fixtures.t0)
        }
        #expect(error?.code == .notFound)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
