import Foundation
import GRDB

extension RecordStore {
    /// Every collection with its tree count, sorted by name (ignoring ASCII case).
    public func collections() throws(StoreError) -> [TreeCollection] {
        try read("cannot read collections") { db in
            try TreeCollection.fetchAll(db, sql: Self.collectionSelect + " GROUP BY collection.id ORDER BY collection.name COLLATE NOCASE, collection.id")
        }
    }

    /// The collection with this name (ignoring ASCII case), with its tree count, or `nil`.
    public func collection(named name: String) throws(StoreError) -> TreeCollection? {
        try read("cannot read collection \"\(name)\"") { db in try Self.findCollection(name, db) }
    }

    /// The collection the next tree goes into by default, or `nil`.
    public func lastUsedCollection() throws(StoreError) -> TreeCollection? {
        try read("cannot read the last used collection") { db in
            try TreeCollection.fetchOne(db, sql: Self.collectionSelect
                + " WHERE collection.id = (SELECT lastCollectionId FROM preference WHERE id = 1) GROUP BY collection.id")
        }
    }

    /// Creates an empty collection.
    ///
    /// - Throws: ``StoreError`` (`duplicateName`, `invalidValue`).
    @discardableResult
    public func createCollection(named name: String, now: Date = Date()) throws(StoreError) -> TreeCollection {
        let name = try Self.required(name, "collection name")
        return try write("cannot create collection \"\(name)\"") { db in
            guard try Self.findCollection(name, db) == nil else {
                throw StoreError(.duplicateName, "a collection named \"\(name)\" already exists")
            }
            return try Self.insertCollection(name, db, now: Timestamp.truncated(now))
        }
    }

    /// Renames a collection.
    ///
    /// - Throws: ``StoreError`` (`notFound`, `duplicateName`, `invalidValue`).
    @discardableResult
    public func renameCollection(_ name: String, to newName: String, now: Date = Date()) throws(StoreError) -> TreeCollection {
        let newName = try Self.required(newName, "collection name")
        return try write("cannot rename collection \"\(name)\"") { db in
            guard var collection = try Self.findCollection(name, db) else { throw Self.noCollection(name) }
            if let other = try Self.findCollection(newName, db), other.id != collection.id {
                throw StoreError(.duplicateName, "a collection named \"\(other.name)\" already exists")
            }
            collection.name = newName
            collection.updatedAt = Self.nextEditTime(after: collection.updatedAt, now)
            try collection.update(db)
            return collection
        }
    }

    /// Deletes a collection; its trees stay, with no collection (an edit of each, dated
    /// `now`). A tombstone dated `now` remembers the deletion for sync.
    ///
    /// - Returns: the collection as it was; its ``TreeCollection/treeCount`` is how many trees
    ///   it held, and kept.
    @discardableResult
    public func deleteCollection(named name: String, now: Date = Date()) throws(StoreError) -> TreeCollection {
        try write("cannot delete collection \"\(name)\"") { db in
            guard let collection = try Self.findCollection(name, db) else { throw Self.noCollection(name) }
            try Tombstone.record(.collection, collection.uid, at: now, db)
            try db.execute(sql: "UPDATE tree SET updatedAt = max(createdAt, updatedAt + 1, ?) WHERE collectionId = ?",
                           arguments: [Timestamp.milliseconds(now), collection.id])
            try collection.delete(db)
            return collection
        }
    }

    /// Moves trees into a collection (`updatedAt` becomes `now`).
    ///
    /// - Throws: ``StoreError`` (`notFound` for the collection or any tree; nothing changes then).
    public func addTrees(_ ids: [Int64], toCollection name: String, now: Date = Date()) throws(StoreError) {
        try write("cannot add trees to \"\(name)\"") { db in
            guard let collection = try Self.findCollection(name, db) else { throw Self.noCollection(name) }
            try Self.moveTrees(ids, to: collection.id, onlyFrom: nil, db, now: now)
        }
    }

    /// Takes trees out of a collection (they stay in the store with no collection).
    ///
    /// - Throws: ``StoreError`` (`notFound` when the collection is missing or a tree is not in
    ///   it; nothing changes then).
    public func removeTrees(_ ids: [Int64], fromCollection name: String, now: Date = Date()) throws(StoreError) {
        try write("cannot remove trees from \"\(name)\"") { db in
            guard let collection = try Self.findCollection(name, db) else { throw Self.noCollection(name) }
            try Self.moveTrees(ids, to: nil, onlyFrom: collection, db, now: now)
        }
    }

    // MARK: - Inside transactions

    private static let collectionSelect = """
        SELECT collection.*, COUNT(tree.id) AS treeCount
        FROM collection LEFT JOIN tree ON tree.collectionId = collection.id
        """

    static func findCollection(_ name: String, _ db: Database) throws -> TreeCollection? {
        try TreeCollection.fetchOne(db, sql: collectionSelect + " WHERE collection.name = ? GROUP BY collection.id", arguments: [name])
    }

    static func insertCollection(_ name: String, _ db: Database, now: Date) throws -> TreeCollection {
        let collection = TreeCollection(id: try nextID(db, table: "collection"), name: name, createdAt: now, updatedAt: now, treeCount: 0)
        try collection.insert(db)
        return collection
    }

    static func noCollection(_ name: String) -> StoreError {
        StoreError(.notFound, "no collection named \"\(name)\"")
    }

    /// The collection a new tree goes into, remembering a named one as the last used.
    static func resolve(_ choice: CollectionChoice, _ db: Database, now: Date) throws -> TreeCollection? {
        switch choice {
        case .none:
            return nil
        case .lastUsed:
            return try TreeCollection.fetchOne(db, sql: "SELECT * FROM collection WHERE id = (SELECT lastCollectionId FROM preference WHERE id = 1)")
        case let .named(name):
            let name = try required(name, "collection name")
            let collection = try findCollection(name, db) ?? insertCollection(name, db, now: now)
            try db.execute(sql: "UPDATE preference SET lastCollectionId = ? WHERE id = 1", arguments: [collection.id])
            return collection
        }
    }

    private static func moveTrees(_ ids: [Int64], to target: Int64?, onlyFrom source: TreeCollection?,
                                  _ db: Database, now: Date) throws {
        let now = Timestamp.milliseconds(now)
        for id in ids {
            guard let current = try Row.fetchOne(db, sql: "SELECT collectionId FROM tree WHERE id = ?", arguments: [id]) else {
                throw StoreError(.notFound, "no tree with id \(id)")
            }
            if let source, (current["collectionId"] as Int64?) != source.id {
                throw StoreError(.notFound, "tree \(id) is not in collection \"\(source.name)\"")
            }
            try db.execute(sql: "UPDATE tree SET collectionId = ?, updatedAt = max(createdAt, updatedAt + 1, ?) WHERE id = ?",
                           arguments: [target, now, id])
        }
    }
}
