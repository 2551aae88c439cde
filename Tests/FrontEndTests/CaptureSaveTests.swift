import Capture
@testable import FieldStore
import Foundation
@testable import FrontEnd
import Positioning
import TestSupport
import Testing
@testable import Output

/// `CaptureSave`: a captured record saved, or kept in a recovery file with the lines that
/// say where and how to save it later.
@Suite struct CaptureSaveTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-save-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func location() throws -> CapturedLocation {
        try CapturedLocation(update: SampleUpdate.update(), maximumAccuracy: 20, method: .single)
    }

    @Test func aSavedTreeIsInTheStoreAndReadsAsSaved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let location = try Self.location()
        let result = CaptureSave.save(NewTree(species: "Malus domestica", collection: .named("Orchard")), collection: "Orchard",
                                      at: location, storePath: folder, open: { try RecordStore(directory: folder) })
        guard case let .saved(tree, store) = result else { Issue.record("not saved: \(result)"); return }
        #expect(try store.tree(id: tree.id)?.species == "Malus domestica")
        #expect(CaptureText.saved(tree) == "saved tree \(tree.id): Malus domestica, collection Orchard at \(CaptureText.location(location))")
        #expect(!FileManager.default.fileExists(atPath: folder + "/unsaved"))
    }

    @Test func aNearbyRecordReadsWithItsDistanceAndBearing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CaptureSave.save(NewTree(species: "Malus domestica"), collection: nil, at: try Self.location(), storePath: folder,
                                      open: { try RecordStore(directory: folder) })
        guard case let .saved(tree, store) = result else { Issue.record("not saved: \(result)"); return }
        let nearby = Nearby(record: tree, distance: 41.23, bearing: 52.34)
        #expect(nearby.line == "41 m, bearing 52° NE\t" + tree.line)
        #expect(nearby.json(store: store) == #"{"distance":41.23,"bearing":52.34,"record":"# + tree.json(store: store) + "}")
    }

    @Test func anUnsavedIssueIsKeptInTheStoresUnsavedFolderWithTheCommandThatImportsIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let location = try Self.location()
        let result = CaptureSave.save(NewIssue(category: .pothole, description: "Deep"), at: location, storePath: folder,
                                      open: { throw StoreError(.cannotOpen, "the disk is full") })
        guard case let .unsaved(lines) = result else { Issue.record("saved: \(result)"); return }
        #expect(lines.count == 3)
        #expect(lines[0] == "the record was not saved: the disk is full")
        #expect(lines[1] == "the captured location: \(CaptureText.location(location))")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder + "/unsaved")
        #expect(kept.count == 1 && kept[0].hasPrefix("unsaved-issue_") && kept[0].hasSuffix(".json"))
        #expect(lines[2] == CaptureText.recovery(path: folder + "/unsaved/" + kept[0], photosLeftOut: [],
                                                 location: location, storePath: folder)[0])
        let store = try RecordStore(directory: folder + "/imported")
        #expect(try store.importRecords(from: folder + "/unsaved/" + kept[0]).count == 1)
    }

    @Test func aSaveThatFailsWithARecoveryThatFailsToo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let location = try Self.location()
        var folders: [String] = []
        let result = CaptureSave<Tree>.save(location, storePath: folder, open: { try RecordStore(directory: folder) },
                                            save: { _ in throw StoreError(.io, "unreachable") }) { tried throws(StoreError) in
            folders = tried
            throw StoreError(.io, "cannot write a recovery file: read-only")
        }
        guard case let .unsaved(lines) = result else { Issue.record("saved: \(result)"); return }
        #expect(folders == [folder + "/unsaved", FileManager.default.temporaryDirectory.path])
        #expect(lines == ["the record was not saved: unreachable", "the captured location: \(CaptureText.location(location))",
                          "cannot write a recovery file: read-only"])
    }
}
