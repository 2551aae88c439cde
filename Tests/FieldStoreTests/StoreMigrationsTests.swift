import Foundation
import GRDB
import Testing
@testable import FieldStore

@Suite struct StoreMigrationsTests {
    /// Shipped migration names never change; new ones are appended.
    @Test func migrationNamesAreStable() {
        #expect(StoreMigrations.migrator.migrations == ["v1 trees, collections, issues"])
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
