import Foundation
import GRDB
import Positioning

/// A stored tree: a gated location, what the tree is, its photos and its collection.
///
/// Table `tree`. The location columns are private to the store; the record exposes them as
/// a ``CapturedLocation``, which only exists for locations that passed the capture gate.
public struct Tree: Hashable, Sendable, Identifiable {
    /// The store's id, assigned on insert and never reused.
    public var id: Int64
    /// The record's stable id: kept by exports and imports, so that a record imported again
    /// is recognised.
    public var uid: UUID = UUID()
    /// Where the tree is, with the accuracy and the capture details.
    public var location: CapturedLocation
    /// The species (never empty).
    public var species: String
    /// The variety or cultivar.
    public var variety: String?
    /// The rootstock.
    public var rootstock: String?
    /// Free notes.
    public var notes: String?
    /// Photo file names, relative to the store's photos folder (``RecordStore/photosDirectory``).
    public var photos: [String]
    /// The id of the collection holding the tree.
    public var collectionId: Int64?
    /// The name of that collection (read with the tree, not stored in the `tree` table).
    public var collection: String?
    /// When the tree was saved (millisecond precision).
    public var createdAt: Date
    /// When the tree was last edited (millisecond precision).
    public var updatedAt: Date
    /// The kind of source and the heights (empty for trees stored before they were kept).
    public var context = CaptureContext()

    /// The columns of the `tree` table that are not location columns.
    public enum Columns {
        /// The `id` column.
        public static let id = Column("id")
        /// The `species` column.
        public static let species = Column("species")
        /// The `variety` column.
        public static let variety = Column("variety")
        /// The `rootstock` column.
        public static let rootstock = Column("rootstock")
        /// The `notes` column.
        public static let notes = Column("notes")
        /// The `photos` column.
        public static let photos = Column("photos")
        /// The `collectionId` column.
        public static let collectionId = Column("collectionId")
        /// The `createdAt` column.
        public static let createdAt = Column("createdAt")
        /// The `updatedAt` column.
        public static let updatedAt = Column("updatedAt")
    }
}

extension Tree {
    /// A tree that is not (yet) in a store: id 0, no photos, no collection. Sync uses it to
    /// describe another device's trees.
    public init(uid: UUID, location: CapturedLocation, species: String, variety: String?, rootstock: String?,
                notes: String?, createdAt: Date, updatedAt: Date, context: CaptureContext) {
        self.init(id: 0, uid: uid, location: location, species: species, variety: variety, rootstock: rootstock,
                  notes: notes, photos: [], collectionId: nil, collection: nil, createdAt: createdAt,
                  updatedAt: updatedAt, context: context)
    }
}

extension Tree: FetchableRecord, PersistableRecord {
    /// The table name.
    public static var databaseTableName: String { "tree" }

    /// Reads a tree from a row of `tree`, optionally joined with the collection's name as
    /// `collectionName`.
    public init(row: Row) throws {
        id = row[Columns.id]
        uid = try RecordUID.decode(row, table: "tree")
        location = try LocationColumns.decode(row, table: "tree")
        species = row[Columns.species]
        variety = row[Columns.variety]
        rootstock = row[Columns.rootstock]
        notes = row[Columns.notes]
        photos = try PhotoList.decode(row[Columns.photos])
        collectionId = row[Columns.collectionId]
        collection = row["collectionName"]
        createdAt = Timestamp.date(milliseconds: row[Columns.createdAt])
        updatedAt = Timestamp.date(milliseconds: row[Columns.updatedAt])
        context = CaptureContext(row: row)
    }

    /// Writes the tree's columns.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id
        container[RecordUID.column] = uid.uuidString.lowercased()
        LocationColumns.encode(location, to: &container)
        container[Columns.species] = species
        container[Columns.variety] = variety
        container[Columns.rootstock] = rootstock
        container[Columns.notes] = notes
        container[Columns.photos] = PhotoList.encode(photos)
        container[Columns.collectionId] = collectionId
        container[Columns.createdAt] = Timestamp.milliseconds(createdAt)
        container[Columns.updatedAt] = Timestamp.milliseconds(updatedAt)
        context.encode(to: &container)
    }
}
