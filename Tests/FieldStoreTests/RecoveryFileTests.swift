import Foundation
import FrontEnd
import Output
import TestSupport
import Testing
@testable import FieldStore

/// A record that could not be saved comes back whole through `importRecords`, written with
/// the names and values an export of the saved record has.
@Suite(.attacks("file-system")) struct RecoveryFileTests {
    @Test func aTreeAndAnIssueComeBackWithTheirPhotosAndContext() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/recovery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let photo = try Fixtures.file(Fixtures.png, name: "bark.png")
        let context = CaptureContext(origin: .gpsd, ellipsoidalHeight: 82, geoidSeparation: 47, geoidSeparationSource: "egm96")
        let location = Fixtures.location(latitude: -33.8688, longitude: 151.2093,
                                         method: .averaged(count: 12, duration: 11.5, scatter: 0.832))
        let tree = try RecoveryFile.write(
            NewTree(species: "Ficus \"big\"", variety: "macrophylla", rootstock: "seedling", notes: "big\nold",
                    photos: [photo, "/nonexistent.jpg"], context: context),
            collection: "Park", at: location, folders: ["/proc/not-here", folder], now: Fixtures.t0)
        #expect(tree.path.hasPrefix(folder + "/unsaved-tree_"))
        #expect(tree.photosLeftOut == ["/nonexistent.jpg"])
        let issue = try RecoveryFile.write(NewIssue(category: .pothole, description: "Deep", photo: photo, context: context),
                                           at: location, folders: [folder], now: Fixtures.t0)

        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        #expect(try temp.store.importRecords(from: tree.path).photoCount == 1)
        #expect(try temp.store.importRecords(from: issue.path).photoCount == 1)
        let saved = try #require(try temp.store.trees().first)
        #expect(saved.species == "Ficus \"big\"" && saved.variety == "macrophylla" && saved.rootstock == "seedling")
        #expect(saved.notes == "big\nold" && saved.collection == "Park")
        #expect(saved.location == location && saved.context == context)
        #expect(saved.createdAt == Timestamp.truncated(Fixtures.t0) && saved.updatedAt == saved.createdAt)
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.store.photosDirectory + "/" + saved.photos[0])) == Fixtures.png)
        let report = try #require(try temp.store.issues().first)
        #expect(report.category == .pothole && report.description == "Deep" && report.photo != nil)
        #expect(report.location == location && report.context == context)
        #expect(report.createdAt == Timestamp.truncated(Fixtures.t0))

        // The recovery file holds what an export of the saved record holds: the same names
        // and values (the uid too), apart from the store's id and the photos' stored names.
        let exported = folder + "/export.json"
        try temp.store.exportTrees(format: .json, to: .file(exported))
        let recovered = try Self.firstRecord(tree.path), export = try Self.firstRecord(exported)
        #expect(Set(recovered.keys) == Set(export.keys))
        for key in export.keys where key != "id" && key != "photos" {
            #expect(recovered[key] == export[key], "\(key)")
        }
    }

    /// The first record of a `fieldfix-records` document, each value as JSON text.
    private static func firstRecord(_ path: String) throws -> [String: String] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let record = try #require((document?["records"] as? [[String: Any]])?.first)
        return try record.mapValues { value in
            String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]), as: UTF8.self)
        }
    }
}
