import Foundation
import GRDB
import Testing
@testable import FieldStore
import Positioning

@Suite struct RecordStoreTests {
    @Test func onlyAnExistingStoreOpensWithoutBeingCreated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: StoreError(.notFound, "no store at \(folder) (make one first)")) {
            try RecordStore.openExisting(at: folder, hint: "make one first")
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(try RecordStore.openCreating(at: folder).created)
        #expect(try !RecordStore.openCreating(at: folder).created)
        #expect(try RecordStore.openExisting(at: folder, hint: "").directory == folder)
    }

    @Test func savedTreeReadsBackIdentical() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photo = try Fixtures.file(Fixtures.jpeg, name: "IMG 0001.JPG")
        let location = Fixtures.location(method: .averaged(count: 10, duration: 9.5, scatter: 1.25))
        let saved = try temp.store.saveTree(
            NewTree(species: " Malus domestica ", variety: "Gala", rootstock: "M9", notes: "by the gate",
                    collection: .named("Victoria's Orchard"), photos: [photo]),
            at: location, now: Fixtures.t0)
        #expect(saved.species == "Malus domestica")
        #expect(saved.photos == ["tree-\(saved.id)-1.jpg"])
        #expect(saved.collection == "Victoria's Orchard")
        #expect(saved.location == location)
        #expect(saved.createdAt == Timestamp.truncated(Fixtures.t0))
        let read = try #require(try temp.store.tree(id: saved.id))
        #expect(read == saved)
        #expect(try temp.photoFiles() == ["tree-\(saved.id)-1.jpg"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.store.photosDirectory + "/" + saved.photos[0])) == Fixtures.jpeg)
    }

    @Test func lastUsedCollectionIsTheDefault() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let first = try temp.store.saveTree(NewTree(species: "A", collection: .named("North")), at: Fixtures.location())
        let second = try temp.store.saveTree(NewTree(species: "B"), at: Fixtures.location())
        let third = try temp.store.saveTree(NewTree(species: "C", collection: .none), at: Fixtures.location())
        #expect(first.collection == "North")
        #expect(second.collection == "North")
        #expect(third.collection == nil)
        #expect(try temp.store.lastUsedCollection()?.name == "North")
    }

    @Test func deletingACollectionKeepsItsTrees() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let tree = try temp.store.saveTree(NewTree(species: "A", collection: .named("North")), at: Fixtures.location())
        try temp.store.createCollection(named: "South")
        #expect(try temp.store.collections().map(\.name) == ["North", "South"])
        #expect(try temp.store.collections().map(\.treeCount) == [1, 0])
        #expect(try temp.store.deleteCollection(named: "north").treeCount == 1)
        let kept = try #require(try temp.store.tree(id: tree.id))
        #expect(kept.collection == nil && kept.collectionId == nil)
        #expect(try temp.store.lastUsedCollection() == nil)
    }

    @Test func deletingATreeDeletesItsPhotos() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photos = [try Fixtures.file(Fixtures.jpeg, name: "a.jpg"), try Fixtures.file(Fixtures.png, name: "b.png")]
        let tree = try temp.store.saveTree(NewTree(species: "A", photos: photos), at: Fixtures.location())
        #expect(try temp.photoFiles() == ["tree-\(tree.id)-1.jpg", "tree-\(tree.id)-2.png"])
        try temp.store.deleteTree(id: tree.id)
        #expect(try temp.photoFiles() == [])
        #expect(try temp.store.tree(id: tree.id) == nil)
        #expect(throws: StoreError.self) { try temp.store.deleteTree(id: tree.id) }
    }

    @Test func issueRoundTripsAndDeletesItsPhoto() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let photo = try Fixtures.file(Fixtures.heic, name: "hole.HEIC")
        let issue = try temp.store.saveIssue(
            NewIssue(category: .waterLeak, description: "Hydrant leaking", photo: photo), at: Fixtures.location())
        #expect(issue.photo == "issue-\(issue.id).heic")
        #expect(try temp.store.issue(id: issue.id) == issue)
        #expect(try temp.store.issues(IssueFilter(category: .pothole)).isEmpty)
        #expect(try temp.store.issues(IssueFilter(category: .waterLeak)) == [issue])
        try temp.store.deleteIssue(id: issue.id)
        #expect(try temp.photoFiles() == [])
    }

    @Test func notAnImageIsRefusedAndNothingIsWritten() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let good = try Fixtures.file(Fixtures.jpeg, name: "good.jpg")
        let bad = try Fixtures.file(Data("#!/bin/sh\necho hi\n".utf8), name: "evil.jpg")
        let error = #expect(throws: StoreError.self) {
            try temp.store.saveTree(NewTree(species: "A", photos: [good, bad]), at: Fixtures.location())
        }
        #expect(error?.code == .invalidPhoto)
        #expect(error?.message.contains("evil.jpg") == true)
        #expect(try temp.store.trees().isEmpty)
        #expect(try temp.photoFiles() == [])
    }

    /// A NUL would cut the text short in SQLite (a name starting with one reads as blank): such
    /// text is refused as invalid, naming the field, and nothing is written.
    @Test func textWithANulIsRefusedAndNothingIsWritten() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        for name in ["\u{0}]x", "Orchard\u{0}North"] {
            let error = #expect(throws: StoreError.self) { try temp.store.createCollection(named: name) }
            #expect(error?.message.contains("collection name contains a NUL") == true, "\(String(describing: error))")
            #expect(throws: StoreError.self) { try temp.store.saveTree(NewTree(species: name), at: Fixtures.location()) }
        }
        #expect(try temp.store.collections().isEmpty)
        #expect(try temp.store.trees().isEmpty)
    }

    @Test func oversizedPhotoIsRefused() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        var big = Fixtures.jpeg
        big.append(Data(count: PhotoFiles.maximumBytes))
        let path = try Fixtures.file(big, name: "big.jpg")
        let error = #expect(throws: StoreError.self) {
            try temp.store.saveTree(NewTree(species: "A", photos: [path]), at: Fixtures.location())
        }
        #expect(error?.message.contains("20 MiB") == true)
    }

    @Test func theDatabaseRefusesUngatedRowsEvenWithPlainSQL() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let tree = try temp.store.saveTree(NewTree(species: "A"), at: Fixtures.location())
        let queue = try DatabaseQueue(path: temp.store.databasePath)
        for change in ["horizontalAccuracy = 20", "horizontalAccuracy = NULL", "latitude = 91",
                       "longitude = -180.5", "fixQuality = 'simulated'", "captureMethod = 'averaged'"] {
            #expect(throws: DatabaseError.self, "\(change)") {
                try queue.write { db in try db.execute(sql: "UPDATE tree SET \(change) WHERE id = ?", arguments: [tree.id]) }
            }
        }
    }

    @Test func editChangesTextAndUpdatedAt() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let tree = try temp.store.saveTree(NewTree(species: "A", variety: "V"), at: Fixtures.location(), now: Fixtures.t0)
        let later = Fixtures.t0.addingTimeInterval(60)
        let edited = try temp.store.editTree(id: tree.id, TreeChanges(species: "B", variety: ""), now: later)
        #expect(edited.species == "B" && edited.variety == nil)
        #expect(edited.updatedAt == Timestamp.truncated(later) && edited.createdAt == tree.createdAt)
        #expect(try temp.store.tree(id: tree.id) == edited)
        #expect(throws: StoreError.self) { try temp.store.editTree(id: tree.id, TreeChanges(species: "  ")) }
    }

    @Test func issueEditChangesTheReportAndIsANewVersionForSync() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let issue = try temp.store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: Fixtures.location(), now: Fixtures.t0)
        try temp.store.markPushed([SyncVersion(kind: .issue, uid: issue.uid, updatedAt: Timestamp.milliseconds(issue.updatedAt))])
        #expect(try temp.store.pendingRecords(.issue, afterID: 0, limit: 5).isEmpty)
        let later = Fixtures.t0.addingTimeInterval(60)
        let edited = try temp.store.editIssue(id: issue.id, IssueChanges(category: .waterLeak, description: " Leaking hydrant "), now: later)
        #expect(edited.category == .waterLeak && edited.description == "Leaking hydrant")
        #expect(edited.updatedAt == Timestamp.truncated(later) && edited.createdAt == issue.createdAt)
        #expect(try temp.store.issue(id: issue.id) == edited)
        let pending = try temp.store.pendingRecords(.issue, afterID: 0, limit: 5)
        #expect(pending.map(\.record.updatedAt) == [Timestamp.milliseconds(later)])
        let again = try temp.store.editIssue(id: issue.id, IssueChanges(category: .other), now: Fixtures.t0)
        #expect(again.updatedAt > edited.updatedAt, "an edit with an earlier clock is still a newer version")
        #expect(throws: StoreError.self) { try temp.store.editIssue(id: issue.id, IssueChanges(description: "  ")) }
        #expect(throws: StoreError.self) { try temp.store.editIssue(id: issue.id + 1, IssueChanges(category: .other)) }
        #expect(try temp.store.issue(id: issue.id) == again, "a refused edit changes nothing")
    }

    @Test func listsAreNewestFirst() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        for (i, name) in ["old", "new", "mid"].enumerated() {
            let offsets = [0.0, 200, 100]
            _ = try temp.store.saveTree(NewTree(species: name), at: Fixtures.location(), now: Fixtures.t0.addingTimeInterval(offsets[i]))
        }
        #expect(try temp.store.trees().map(\.species) == ["new", "mid", "old"])
    }

    /// A location's invariants live in its initialiser alone: no location the store could
    /// be handed breaks them (a non-finite measure, an average of no fixes).
    @Test func noLocationBreaksTheInvariantsTheStoreRelievesOn() throws {
        func location(altitude: Double? = nil, limit: Double = 20, method: CaptureMethod = .single) throws(CapturedLocationError) -> CapturedLocation {
            try CapturedLocation(
                latitude: 1, longitude: 1, altitude: altitude, horizontalAccuracy: Accuracy(meters: 3, confidence: .p68, source: .receiver),
                verticalAccuracy: nil, maximumAccuracy: limit, quality: .autonomous, satellitesUsed: nil, hdop: nil,
                speed: nil, course: nil, time: nil, method: method)
        }
        #expect(throws: CapturedLocationError.notFinite("altitude", .infinity)) { try location(altitude: .infinity) }
        #expect(throws: CapturedLocationError.notFinite("maximumAccuracy", .infinity)) { try location(limit: .infinity) }
        #expect(throws: CapturedLocationError.averageInvalid(count: 0, duration: 10, scatter: 1)) {
            try location(method: .averaged(count: 0, duration: 10, scatter: 1))
        }
        #expect(throws: CapturedLocationError.self) { try location(method: .averaged(count: 5, duration: -1, scatter: 1)) }
        #expect(throws: CapturedLocationError.self) { try location(altitude: .nan) }
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let tree = try temp.store.saveTree(NewTree(species: "A"), at: try location(altitude: 12, method: .averaged(count: 1, duration: 0, scatter: 0)))
        #expect(try temp.store.tree(id: tree.id)?.location == tree.location)
    }
}
