import Foundation
import GRDB
import Testing
@testable import FieldStore

@Suite struct StoreMigrationsTests {
    /// Shipped migration names never change; new ones are appended.
    @Test func migrationNamesAreStable() {
        #expect(StoreMigrations.migrator.migrations == [
            "v1 trees, collections, issues", "v2 record ids, source, heights", "averaged fixes of a record",
            "v3 sync: global ids, edit times, tombstones",
        ])
    }

    /// A store made by the first schema keeps every record when it is opened: each gets its
    /// own uid, and no source or heights.
    @Test func aVersionOneStoreKeepsItsRecords() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/fieldstore-v1-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/photos", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let queue = try DatabaseQueue(path: directory + "/" + RecordStore.databaseFileName)
        try StoreMigrations.migrator.migrate(queue, upTo: "v1 trees, collections, issues")
        let location = "latitude, longitude, altitude, horizontalAccuracy, accuracyConfidence, accuracySource, maximumAccuracy, fixQuality, captureMethod"
        try queue.write { db in
            try db.execute(sql: "INSERT INTO collection (name, createdAt) VALUES ('Orchard', 1000)")
            for species in ["Malus", "Pyrus"] {
                try db.execute(sql: """
                    INSERT INTO tree (\(location), species, collectionId, createdAt, updatedAt)
                    VALUES (-33.8688, 151.2093, 12.5, 4.2, 68, 'receiver', 20, 'autonomous', 'single', ?, 1, 1000, 2000)
                    """, arguments: [species])
            }
            try db.execute(sql: """
                INSERT INTO issue (\(location), category, description, createdAt)
                VALUES (1, 2, NULL, 3, 95, 'dopModel', 20, 'differential', 'auto', 'pothole', 'Deep', 1000)
                """)
        }
        try queue.close()
        let store = try RecordStore(directory: directory)
        let trees = try store.trees()
        #expect(trees.map(\.species).sorted() == ["Malus", "Pyrus"])
        #expect(trees.allSatisfy { $0.collection == "Orchard" && $0.location.latitude == -33.8688 && $0.location.altitude == 12.5 })
        #expect(Set(trees.map(\.uid)).count == 2)
        #expect(trees.allSatisfy { $0.context == CaptureContext() })
        let issue = try #require(try store.issues().first)
        #expect(issue.description == "Deep")
        #expect(!trees.map(\.uid).contains(issue.uid))
    }

    @Test func theDatabaseIsWALWithTheRecordTables() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let queue = try DatabaseQueue(path: temp.store.databasePath)
        let (mode, tables, parents) = try queue.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"),
             try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"),
             try db.foreignKeys(on: "tree").map(\.destinationTable))
        }
        #expect(mode == "wal")
        #expect(tables.isSuperset(of: ["tree", "collection", "issue", "preference"]))
        #expect(parents == ["collection"])
    }
}
