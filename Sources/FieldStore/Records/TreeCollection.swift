import Foundation
import GRDB

/// A named group of trees (an orchard, a street, a survey). Table `collection`.
///
/// Names are unique, compared without regard to ASCII case. Deleting a collection keeps
/// its trees and clears their collection.
public struct TreeCollection: Hashable, Sendable, Identifiable {
    /// The store's id.
    public var id: Int64
    /// The collection's stable id, the same on every device that syncs it.
    public var uid: UUID = UUID()
    /// The unique name.
    public var name: String
    /// When the collection was created.
    public var createdAt: Date
    /// When it was last renamed (its `createdAt` until then), millisecond precision.
    public var updatedAt: Date
    /// How many trees it holds (read with the collection, not stored).
    public var treeCount: Int

    /// The columns of the `collection` table.
    public enum Columns {
        /// The `id` column.
        public static let id = Column("id")
        /// The `name` column.
        public static let name = Column("name")
        /// The `createdAt` column.
        public static let createdAt = Column("createdAt")
        /// The `updatedAt` column.
        public static let updatedAt = Column("updatedAt")
    }
}

extension TreeCollection: FetchableRecord, PersistableRecord {
    /// The table name.
    public static var databaseTableName: String { "collection" }

    /// Reads a collection, with its tree count when the row has a `treeCount` column.
    public init(row: Row) throws {
        id = row[Columns.id]
        uid = try RecordUID.decode(row, table: "collection")
        name = row[Columns.name]
        createdAt = Timestamp.date(milliseconds: row[Columns.createdAt])
        updatedAt = Timestamp.date(milliseconds: row[Columns.updatedAt])
        treeCount = row["treeCount"] ?? 0
    }

    /// Writes the collection's columns.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id
        container[RecordUID.column] = uid.uuidString.lowercased()
        container[Columns.name] = name
        container[Columns.createdAt] = Timestamp.milliseconds(createdAt)
        container[Columns.updatedAt] = Timestamp.milliseconds(updatedAt)
    }
}
