import Foundation
import GRDB

extension RecordStore {
    /// Checks the store: SQLite's `integrity_check` and `foreign_key_check`, every stored
    /// location against the gate's invariants, and that the photos folder holds exactly the
    /// files the records refer to (temporary files of running saves aside).
    ///
    /// - Returns: the problems found, empty when the store is consistent.
    public func checkIntegrity() throws(StoreError) -> [String] {
        try read("cannot check \(databasePath)") { db in
            var problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            problems += try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "foreign key: \($0)" }
            for (table, select) in [("tree", "SELECT * FROM tree"), ("issue", "SELECT * FROM issue")] {
                let rows = try Row.fetchCursor(db, sql: select)
                while let row = try rows.next() {
                    do { _ = try LocationColumns.decode(row, table: table) } catch { problems.append("\(error)") }
                }
            }
            let referenced = try Self.photoNames(db)
            let files = Set((try? FileManager.default.contentsOfDirectory(atPath: photos.directory)) ?? [])
                .filter { !$0.hasPrefix(".tmp-") }
            problems += referenced.subtracting(files).sorted().map { "missing photo \($0)" }
            problems += files.subtracting(referenced).sorted().map { "orphan photo \($0)" }
            return problems
        }
    }
}
