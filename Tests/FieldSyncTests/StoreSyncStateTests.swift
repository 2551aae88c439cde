import Foundation
import GRDB
import Positioning
import Testing
@testable import FieldStore

/// The store's side of sync, without a server: the migration, tombstones, edit times,
/// and what applying the server's versions may and may not overwrite.
@Suite struct StoreSyncStateTests {
    static let v2 = "v2 record ids, source, heights"

    @Test func aVersionTwoStoreKeepsEveryRecordAndAllWaitToBePushed() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/fieldsync-v2-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/photos", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let queue = try DatabaseQueue(path: directory + "/" + RecordStore.databaseFileName)
        try StoreMigrations.migrator.migrate(queue, upTo: Self.v2)
        let location = "latitude, longitude, horizontalAccuracy, accuracyConfidence, accuracySource, maximumAccuracy, fixQuality, captureMethod"
        try queue.write { db in
            try db.execute(sql: "INSERT INTO collection (name, createdAt) VALUES ('Orchard', 1000), ('Street', 1500)")
            try db.execute(sql: """
                INSERT INTO tree (\(location), species, collectionId, createdAt, updatedAt, uid)
                VALUES (1, 2, 4.2, 68, 'receiver', 20, 'autonomous', 'single', 'Malus', 1, 1000, 2000, '11111111-1111-4111-8111-111111111111')
                """)
            try db.execute(sql: """
                INSERT INTO issue (\(location), category, description, createdAt, uid)
                VALUES (1, 2, 3, 95, 'dopModel', 20, 'differential', 'auto', 'pothole', 'Deep', 1200, '22222222-2222-4222-8222-222222222222')
                """)
        }
        try queue.close()
        let store = try RecordStore(directory: directory)
        let collections = try store.collections()
        #expect(collections.map(\.name) == ["Orchard", "Street"])
        #expect(Set(collections.map(\.uid)).count == 2)
        #expect(collections.map { SyncRecord.milliseconds($0.updatedAt) } == [1000, 1500])
        #expect(try store.pendingRecords(.issue, afterID: 0, limit: 5).first?.record.updatedAt == 1200)
        let status = try store.syncStatus()
        #expect(status.pending == [.collection: 2, .tree: 1, .issue: 1] && status.pendingDeletions == 0 && status.lastSyncAt == nil)
        let trees = try store.pendingRecords(.tree, afterID: 0, limit: 10)
        #expect(trees.map(\.record.uid) == [UUID(uuidString: "11111111-1111-4111-8111-111111111111")!])
        guard case let .tree(_, collection, _)? = trees.first?.record.content else { Testing.Issue.record("no tree content"); return }
        #expect(collection?.uid == collections[0].uid && collection?.name == "Orchard")
    }

    @Test func deletionsLeaveTombstonesDatedAfterTheLastEdit() throws {
        let device = try Device()
        defer { device.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let tree = try device.store.saveTree(NewTree(species: "Tilia", collection: .named("Park")), at: SyncFixtures.location(), now: t0)
        let issue = try device.store.saveIssue(NewIssue(category: .other, description: "x"), at: SyncFixtures.location(), now: t0)
        _ = try device.store.editTree(id: tree.id, TreeChanges(notes: "later"), now: t0 + 100)
        try device.store.deleteTree(id: tree.id, now: t0 + 1)
        try device.store.deleteIssue(id: issue.id, now: t0 + 2)
        try device.store.deleteCollection(named: "Park", now: t0 + 3)
        let deletions = try device.store.pendingDeletions()
        #expect(Set(deletions.map(\.kind)) == [.tree, .issue, .collection])
        #expect(deletions.allSatisfy { $0.content == nil })
        #expect(deletions.first { $0.kind == .tree }?.updatedAt == SyncRecord.milliseconds(t0 + 100) + 1)
        #expect(deletions.first { $0.kind == .issue }?.updatedAt == SyncRecord.milliseconds(t0 + 2))
        #expect(try device.store.syncStatus().pendingTotal == 3)
        try device.store.markPushed(deletions.map(\.version))
        #expect(try device.store.syncStatus().pendingTotal == 0)
    }

    @Test func everyEditIsANewerVersionEvenWithinOneMillisecond() throws {
        let device = try Device()
        defer { device.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let tree = try device.store.saveTree(NewTree(species: "Pinus"), at: SyncFixtures.location(), now: t0)
        let first = try device.store.editTree(id: tree.id, TreeChanges(notes: "a"), now: t0)
        let second = try device.store.editTree(id: tree.id, TreeChanges(notes: "b"), now: t0)
        #expect(first.updatedAt > tree.updatedAt && second.updatedAt > first.updatedAt)
        try device.store.createCollection(named: "Hedge", now: t0)
        let renamed = try device.store.renameCollection("Hedge", to: "Hedgerow", now: t0)
        #expect(renamed.updatedAt > renamed.createdAt)
    }

    @Test func theServersVersionsNeverOverwriteALocalChangeWaitingToBePushedUnlessItLost() throws {
        let device = try Device()
        defer { device.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let tree = try device.store.saveTree(NewTree(species: "Betula"), at: SyncFixtures.location(), now: t0)
        var remote = tree
        remote.notes = "from the server"
        remote.updatedAt = t0 + 60
        let record = SyncRecord(kind: .tree, uid: tree.uid, updatedAt: SyncRecord.milliseconds(t0 + 60),
                                content: .tree(remote, collection: nil, photos: []))
        #expect(try device.store.applyServerVersions([record], feedPosition: 7) == 0)
        #expect(try device.store.tree(id: tree.id)?.notes == nil)
        let local = SyncVersion(kind: .tree, uid: tree.uid, updatedAt: SyncRecord.milliseconds(t0))
        #expect(try device.store.applyServerVersions([record], replacing: [local]) == 1)
        let replaced = try #require(try device.store.tree(id: tree.id))
        #expect(replaced.notes == "from the server" && replaced.updatedAt == t0 + 60)
        #expect(try device.store.syncStatus().pendingTotal == 0)
        // The same version again changes nothing.
        #expect(try device.store.applyServerVersions([record]) == 0)
        let deletion = SyncRecord(kind: .tree, uid: tree.uid, updatedAt: SyncRecord.milliseconds(t0 + 90), content: nil)
        #expect(try device.store.applyServerVersions([deletion]) == 1)
        #expect(try device.store.trees().isEmpty && device.store.pendingDeletions().isEmpty)
    }

    @Test func aPulledCollectionThatLosesANameClashLeavesATombstoneAndItsTreesMove() throws {
        let (winner, loser) = try SyncFixtures.clashingCollections()
        defer { winner.cleanup(); loser.cleanup() }
        let collection = try #require(try loser.store.pendingRecords(.collection, afterID: 0, limit: 5).first?.record)
        let tree = try #require(try loser.store.pendingRecords(.tree, afterID: 0, limit: 5).first?.record)
        let kept = try winner.store.collections()[0]
        try winner.store.applyServerVersions([collection, tree])
        #expect(try winner.store.collections().map(\.uid) == [kept.uid])
        #expect(try winner.store.collections().first?.treeCount == 2)
        let deletion = try #require(try winner.store.pendingDeletions().first)
        #expect(try winner.store.pendingDeletions().count == 1)
        #expect(deletion.kind == .collection && deletion.uid == collection.uid)
        #expect(deletion.base == collection.updatedAt && deletion.updatedAt > collection.updatedAt)
        #expect(try winner.store.pendingRecords(.tree, afterID: 0, limit: 5).map(\.record.uid).contains(tree.uid))
    }
}
