import Foundation
import GRDB

/// The `uid` column of `tree`, `issue` and `collection`: a record's stable id as lower-case UUID text.
enum RecordUID {
    static let column = Column("uid")

    /// The row's uid.
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) when it is missing or not a UUID.
    static func decode(_ row: Row, table: String) throws(StoreError) -> UUID {
        guard let text: String = row[column], let uid = UUID(uuidString: text) else {
            throw StoreError(.invalidValue, "\(table) \(row["id"] as Int64? ?? 0): uid is not a UUID")
        }
        return uid
    }

    /// Whether a record of `table` has this uid (call inside a transaction).
    static func exists(_ uid: UUID, table: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE uid = ?)",
                          arguments: [uid.uuidString.lowercased()]) ?? false
    }
}
