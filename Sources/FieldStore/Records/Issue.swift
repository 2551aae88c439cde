import Foundation
import GRDB
import Positioning

/// A stored civic issue report: a gated location, a category, a description and an
/// optional photo. Table `issue`.
public struct Issue: Hashable, Sendable, Identifiable {
    /// The store's id, assigned on insert and never reused.
    public var id: Int64
    /// The record's stable id: kept by exports and imports, so that a record imported again
    /// is recognised.
    public var uid: UUID = UUID()
    /// Where the issue is, with the accuracy and the capture details.
    public var location: CapturedLocation
    /// What kind of issue it is.
    public var category: IssueCategory
    /// What the reporter wrote.
    public var description: String
    /// The photo's file name, relative to the store's photos folder.
    public var photo: String?
    /// When the issue was saved (millisecond precision).
    public var createdAt: Date
    /// The kind of source and the heights (empty for issues stored before they were kept).
    public var context = CaptureContext()
    /// When the issue was last edited, or `nil` when never (see ``updatedAt``).
    var editedAt: Date?

    /// When the issue last changed: its last edit, else `createdAt`. Sync compares it like
    /// a tree's.
    public var updatedAt: Date {
        get { editedAt ?? createdAt }
        set { editedAt = newValue == createdAt ? nil : newValue }
    }

    /// The columns of the `issue` table that are not location columns.
    public enum Columns {
        /// The `id` column.
        public static let id = Column("id")
        /// The `category` column.
        public static let category = Column("category")
        /// The `description` column.
        public static let description = Column("description")
        /// The `photo` column.
        public static let photo = Column("photo")
        /// The `createdAt` column.
        public static let createdAt = Column("createdAt")
        /// The `updatedAt` column: the last edit's time, else `createdAt`.
        public static let updatedAt = Column("updatedAt")
    }
}

extension Issue {
    /// An issue that is not (yet) in a store: id 0, no photo. Sync uses it to describe
    /// another device's issues.
    public init(uid: UUID, location: CapturedLocation, category: IssueCategory, description: String,
                createdAt: Date, updatedAt: Date, context: CaptureContext) {
        self.init(id: 0, uid: uid, location: location, category: category, description: description, photo: nil,
                  createdAt: createdAt, context: context)
        self.updatedAt = updatedAt
    }
}

extension Issue: FetchableRecord, PersistableRecord {
    /// The table name.
    public static var databaseTableName: String { "issue" }

    /// Reads an issue from a row of `issue`.
    public init(row: Row) throws {
        id = row[Columns.id]
        uid = try RecordUID.decode(row, table: "issue")
        location = try LocationColumns.decode(row, table: "issue")
        guard let category = IssueCategory(rawValue: row[Columns.category] ?? "") else {
            throw StoreError(.invalidValue, "issue \(id): unknown category")
        }
        self.category = category
        description = row[Columns.description]
        photo = row[Columns.photo]
        createdAt = Timestamp.date(milliseconds: row[Columns.createdAt])
        context = CaptureContext(row: row)
        if let updated: Int64 = row[Columns.updatedAt] { updatedAt = Timestamp.date(milliseconds: updated) }
    }

    /// Writes the issue's columns.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id
        container[RecordUID.column] = uid.uuidString.lowercased()
        LocationColumns.encode(location, to: &container)
        container[Columns.category] = category.rawValue
        container[Columns.description] = description
        container[Columns.photo] = photo
        container[Columns.createdAt] = Timestamp.milliseconds(createdAt)
        container[Columns.updatedAt] = Timestamp.milliseconds(updatedAt)
        context.encode(to: &container)
    }
}
