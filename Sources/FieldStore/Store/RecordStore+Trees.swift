import Foundation
import GRDB
import Positioning

extension RecordStore {
    /// The `SELECT` that reads trees with their collection's name.
    static let treeSelect = """
        SELECT tree.*, collection.name AS collectionName
        FROM tree LEFT JOIN collection ON collection.id = tree.collectionId
        """

    /// Saves a tree at a gated location, copying its photos into the store.
    ///
    /// The tree goes into the collection `new.collection` chooses (a named collection is
    /// created when missing and becomes the last used one). Either the tree and all its
    /// photos are stored, or nothing is.
    ///
    /// - Parameters:
    ///   - new: what the tree is, its collection and photo files.
    ///   - location: the frozen location (a `CapturedLocation` holds the gate's invariants).
    ///   - now: the save time (`createdAt` and `updatedAt`), rounded to the millisecond.
    /// - Returns: the stored tree, as ``tree(id:)`` would read it.
    /// - Throws: ``StoreError``: `invalidValue` (a text ``NewTree/normalized(field:)`` refuses),
    ///   `invalidPhoto`, `database`.
    public func saveTree(_ new: NewTree, at location: CapturedLocation, now: Date = Date()) throws(StoreError) -> Tree {
        let new = try new.normalized()
        let staged = try stagePhotos(new.photos)
        let now = Timestamp.truncated(now)
        return try insertWithPhotos(staged, "cannot save tree") { db in
            let id = try Self.nextID(db, table: "tree")
            let collection = try Self.resolve(new.collection, db, now: now)
            let names = staged.enumerated().map { "tree-\(id)-\($0.offset + 1).\($0.element.format.fileExtension)" }
            let tree = Tree(
                id: id, location: location, species: new.species, variety: new.variety, rootstock: new.rootstock, notes: new.notes, photos: names,
                collectionId: collection?.id, collection: collection?.name, createdAt: now, updatedAt: now,
                context: new.context)
            try tree.insert(db)
            try Self.insertAveragedFixes(of: location, for: .tree(id), db)
            return (tree, Array(zip(staged, names)))
        }
    }

    /// The tree with this id, or `nil`.
    public func tree(id: Int64) throws(StoreError) -> Tree? {
        try read("cannot read tree \(id)") { db in
            try Tree.fetchOne(db, sql: Self.treeSelect + " WHERE tree.id = ?", arguments: [id])
        }
    }

    /// The trees the filter selects, newest first (by `createdAt`, then id).
    ///
    /// - Throws: ``StoreError`` (`notFound`) when the filter names a missing collection.
    public func trees(_ filter: TreeFilter = TreeFilter()) throws(StoreError) -> [Tree] {
        var trees: [Tree] = []
        try forEachTree(filter) { trees.append($0) }
        return trees
    }

    /// Hands each tree the filter selects to `body`, newest first, reading them one at a time
    /// from the database (memory does not grow with the number of trees).
    ///
    /// - Throws: ``StoreError``, including one thrown by `body`.
    public func forEachTree(_ filter: TreeFilter, _ body: (Tree) throws(StoreError) -> Void) throws(StoreError) {
        try read("cannot read trees") { db in
            var conditions: [String] = []
            var arguments = StatementArguments()
            if let name = filter.collection {
                guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM collection WHERE name = ?", arguments: [name]) else {
                    throw StoreError(.notFound, "no collection named \"\(name)\"")
                }
                conditions.append("tree.collectionId = ?")
                arguments += [id]
            }
            if let range = filter.range {
                let (first, last) = range.milliseconds
                conditions.append(filter.createdOnly ? "tree.createdAt <= ? AND tree.createdAt >= ?"
                                                     : "tree.createdAt <= ? AND tree.updatedAt >= ?")
                arguments += [last, first]
            }
            let clause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
            let cursor = try Tree.fetchCursor(
                db, sql: Self.treeSelect + clause + " ORDER BY tree.createdAt DESC, tree.id DESC", arguments: arguments)
            while let tree = try cursor.next() { try body(tree) }
        }
    }

    /// The trees within `radius` metres of `point` (great-circle), nearest first.
    public func trees(near point: GeoPoint, radius: Double, filter: TreeFilter = TreeFilter()) throws(StoreError) -> [Nearby<Tree>] {
        var found: [Nearby<Tree>] = []
        let band = point.latitudeBand(radius: radius)
        try forEachTree(filter) { tree in
            guard band.contains(tree.location.latitude) else { return }
            if let nearby = Self.nearby(tree, tree.location, from: point, radius: radius) { found.append(nearby) }
        }
        return found.sorted { $0.distance < $1.distance }
    }

    /// Changes a tree's description; `updatedAt` becomes `now` (or a millisecond after the
    /// previous edit, so that every edit is a newer version for sync).
    ///
    /// - Returns: the tree as stored after the change.
    /// - Throws: ``StoreError`` (`notFound`, `invalidValue`, `database`).
    public func editTree(id: Int64, _ changes: TreeChanges, now: Date = Date()) throws(StoreError) -> Tree {
        try write("cannot edit tree \(id)") { db in
            guard var tree = try Tree.fetchOne(db, sql: Self.treeSelect + " WHERE tree.id = ?", arguments: [id]) else {
                throw StoreError(.notFound, "no tree with id \(id)")
            }
            if let species = changes.species { tree.species = try Self.required(species, "species") }
            if let variety = changes.variety { tree.variety = try Self.optional(variety, "variety") }
            if let rootstock = changes.rootstock { tree.rootstock = try Self.optional(rootstock, "rootstock") }
            if let notes = changes.notes { tree.notes = try Self.optional(notes, "notes", limit: TextLimit.text) }
            tree.updatedAt = Self.nextEditTime(after: tree.updatedAt, now)
            try tree.update(db)
            return tree
        }
    }

    /// Deletes a tree and its photo files.
    ///
    /// - Throws: ``StoreError`` (`notFound`) when there is no such tree.
    public func deleteTree(id: Int64, now: Date = Date()) throws(StoreError) {
        try deleteTrees(ids: [id], now: now)
    }

    /// Deletes trees and their photo files, all or none: when one id names no tree, nothing
    /// is deleted. Tombstones dated `now` remember the deletions for sync.
    ///
    /// - Throws: ``StoreError`` (`notFound`, naming every missing id).
    public func deleteTrees(ids: [Int64], now: Date = Date()) throws(StoreError) {
        let names = try write("cannot delete trees") { db in
            let trees = try ids.map { try Tree.fetchOne(db, key: $0) }
            let missing = zip(ids, trees).filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty else { throw Self.missingRecords("tree", missing) }
            for tree in trees.compactMap({ $0 }) {
                try Tombstone.record(.tree, tree.uid, at: now, db)
                try tree.delete(db)
            }
            return trees.compactMap { $0 }.flatMap(\.photos)
        }
        photos.remove(names)
    }

    /// The `updatedAt` of an edit made at `now` to a record last changed at `previous`: `now`
    /// to the millisecond, but always after `previous`.
    static func nextEditTime(after previous: Date, _ now: Date) -> Date {
        Timestamp.date(milliseconds: max(Timestamp.milliseconds(now), Timestamp.milliseconds(previous) + 1))
    }

    /// "no tree with id 998; nothing deleted" (or "ids 998, 999").
    static func missingRecords(_ kind: String, _ ids: [Int64]) -> StoreError {
        let list = ids.map(String.init).joined(separator: ", ")
        return StoreError(.notFound, "no \(kind) with id\(ids.count == 1 ? "" : "s") \(list); nothing deleted")
    }

    /// The record's distance and bearing from `point`, when within `radius`.
    static func nearby<R>(_ record: R, _ location: CapturedLocation, from point: GeoPoint, radius: Double) -> Nearby<R>? {
        guard let other = GeoPoint(latitude: location.latitude, longitude: location.longitude) else { return nil }
        let distance = point.distance(to: other)
        guard distance <= radius else { return nil }
        return Nearby(record: record, distance: distance, bearing: point.bearing(to: other))
    }
}
