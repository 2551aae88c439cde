import Foundation
import Testing
@testable import FieldStore

/// A record that could not be saved comes back whole through `importRecords`.
@Suite struct RecoveryFileTests {
    @Test func aTreeAndAnIssueComeBackWithTheirPhotosAndContext() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/recovery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let photo = try Fixtures.file(Fixtures.png, name: "bark.png")
        let context = CaptureContext(origin: .gpsd, ellipsoidalHeight: 82, geoidSeparation: 47, geoidSeparationSource: "egm96")
        let location = Fixtures.location(latitude: -33.8688, longitude: 151.2093)
        let tree = try RecoveryFile.write(
            NewTree(species: "Ficus", notes: "big", photos: [photo, "/nonexistent.jpg"], context: context),
            collection: "Park", at: location, folders: ["/proc/not-here", folder])
        #expect(tree.path.hasPrefix(folder + "/unsaved-tree_"))
        #expect(tree.photosLeftOut == ["/nonexistent.jpg"])
        let issue = try RecoveryFile.write(NewIssue(category: .pothole, description: "Deep", photo: photo, context: context),
                                           at: location, folders: [folder])

        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        #expect(try temp.store.importRecords(from: tree.path).photoCount == 1)
        #expect(try temp.store.importRecords(from: issue.path).photoCount == 1)
        let saved = try #require(try temp.store.trees().first)
        #expect(saved.species == "Ficus" && saved.notes == "big" && saved.collection == "Park")
        #expect(saved.location == location && saved.context == context)
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.store.photosDirectory + "/" + saved.photos[0])) == Fixtures.png)
        let report = try #require(try temp.store.issues().first)
        #expect(report.description == "Deep" && report.photo != nil && report.context == context)
    }
}
