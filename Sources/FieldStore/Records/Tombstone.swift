import Foundation
import GRDB

/// The `tombstone` table: a deleted record's kind and uid, kept so that sync can tell the
/// server (and through it every other device) about the deletion.
enum Tombstone {
    /// Remembers that the record `uid` of `kind` is being deleted at `now` (call inside the
    /// deleting transaction, before the row goes). The deletion is dated after the record's
    /// last edit, and keeps the server version it replaces as its base.
    static func record(_ kind: SyncKind, _ uid: UUID, at now: Date, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO tombstone (kind, uid, deletedAt, pushed, serverUpdatedAt)
            SELECT ?, uid, max(?, updatedAt + 1), 0, serverUpdatedAt FROM \(kind.table) WHERE uid = ?
            """, arguments: [kind.rawValue, Timestamp.milliseconds(now), uid.uuidString.lowercased()])
    }

    /// Remembers the deletion of a record the store decides to drop when it pulls `version`
    /// of it (a collection that loses a name clash here), whether or not a row of it is
    /// held: dated after that version and at `now` at the earliest, with it as its base.
    static func record(_ kind: SyncKind, _ uid: UUID, replacing version: Int64, at now: Int64, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO tombstone (kind, uid, deletedAt, pushed, serverUpdatedAt) VALUES (?, ?, max(?, ? + 1), 0, ?)
            """, arguments: [kind.rawValue, uid.uuidString.lowercased(), now, version, version])
    }
}
