@testable import FieldStore
import Foundation
import FrontEnd
import Testing
import Output

/// `RecordDeletion`: each id once, a question only before removing more than one record or
/// a photo, all or nothing, and what is printed afterwards.
@Suite struct RecordDeletionTests {
    /// A store holding two trees, the second with a photo, and an issue.
    static func store() throws -> (RecordStore, folder: String, trees: [Tree], issue: FieldStore.Issue) {
        let folder = try CaptureSaveTests.folder()
        let photo = folder + "/bark.jpg"
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: photo))
        let store = try RecordStore(directory: folder + "/store")
        let location = try CaptureSaveTests.location()
        let plain = try store.saveTree(NewTree(species: "Malus domestica"), at: location)
        let pictured = try store.saveTree(NewTree(species: "Pyrus communis", photos: [photo]), at: location)
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: location)
        return (store, folder, [plain, pictured], issue)
    }

    @Test func oneRecordWithoutPhotosIsDeletedWithoutAQuestionAndRepeatedIdsCountOnce() throws {
        let (store, folder, trees, _) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deletion = RecordDeletion<Tree>(ids: [trees[0].id, trees[0].id])
        #expect(deletion.ids == [trees[0].id])
        #expect(try deletion.question(in: store) == nil)
        #expect(try deletion.run(in: store, json: false) == "deleted tree \(trees[0].id)")
        #expect(try store.tree(id: trees[0].id) == nil)
    }

    @Test func aPhotoOrASecondRecordIsAskedAboutFirst() throws {
        let (store, folder, trees, issue) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try RecordDeletion<Tree>(ids: [trees[1].id]).question(in: store) == "Delete 1 tree and 1 photo (ids \(trees[1].id))?")
        let both = RecordDeletion<Tree>(ids: [trees[1].id, trees[0].id, trees[1].id])
        #expect(try both.question(in: store) == "Delete 2 trees and 1 photo (ids \(trees[1].id) \(trees[0].id))?")
        #expect(try both.run(in: store, json: true) == "{\"deleted\":[\(trees[1].id),\(trees[0].id)]}")
        #expect(try store.trees().isEmpty)
        #expect(try store.issue(id: issue.id) != nil)
    }

    @Test func onlyADeletionThatNeedsAQuestionWaitsForAYesAndOnlyWhenOneCanBeAsked() throws {
        let (store, folder, trees, _) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let both = RecordDeletion<Tree>(ids: [trees[0].id, trees[1].id])
        var asked: [String] = []
        func answer(_ yes: Bool) -> (String) -> Bool { { asked.append($0); return yes } }
        let refused = try both.isConfirmed(in: store, asking: true, terminal: true, ask: answer(false))
        let accepted = try both.isConfirmed(in: store, asking: true, terminal: true, ask: answer(true))
        let question = try #require(try both.question(in: store))
        #expect(!refused && accepted && asked == [question, question])
        // With --yes, without a terminal, or for one record without photos, nothing is asked.
        let unasked = [
            try both.isConfirmed(in: store, asking: false, terminal: true, ask: answer(false)),
            try both.isConfirmed(in: store, asking: true, terminal: false, ask: answer(false)),
            try RecordDeletion<Tree>(ids: [trees[0].id]).isConfirmed(in: store, asking: true, terminal: true, ask: answer(false)),
        ]
        #expect(unasked == [true, true, true] && asked.count == 2)
        #expect(try store.trees().count == 2)
    }

    @Test func anIdThatNamesNoRecordDeletesNothing() throws {
        let (store, folder, trees, issue) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deletion = RecordDeletion<FieldStore.Issue>(ids: [issue.id, 999])
        #expect(try deletion.question(in: store) == "Delete 2 issues (ids \(issue.id) 999)?")
        #expect(throws: StoreError.self) { try deletion.run(in: store, json: false) }
        #expect(try store.issue(id: issue.id) != nil)
        #expect(try store.trees().count == trees.count)
    }
}
