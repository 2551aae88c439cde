import Foundation
import GRDB

/// Applies the server's record versions inside one write transaction (see
/// ``RecordStore/applyServerVersions(_:replacing:feedPosition:now:)``): deletions, new
/// records with their photos, newer versions of records held here, and the merge of two
/// collections of the same name.
struct ServerVersionApplier {
    let db: Database
    /// Local versions the server refused: these are replaced even though they wait to be pushed.
    let replacing: Set<SyncVersion>
    /// Milliseconds since 1970, for the trees a collection merge moves.
    let now: Int64
    /// How many records changed.
    private(set) var changed = 0
    /// Photo files no longer referred to, to remove after the commit.
    private(set) var removedPhotos: [String] = []
    /// Staged photos and their final names.
    private(set) var placements: [(StagedPhoto, String)] = []

    init(db: Database, replacing: Set<SyncVersion>, now: Int64) {
        self.db = db
        self.replacing = replacing
        self.now = now
    }

    /// Applies one version; `photos` are its staged photos, in order.
    mutating func apply(_ record: SyncRecord, photos: [StagedPhoto]) throws {
        let uid = record.uid.uuidString.lowercased()
        let table = record.kind.table
        let local = try Row.fetchOne(db, sql: "SELECT id, updatedAt, serverUpdatedAt FROM \(table) WHERE uid = ?", arguments: [uid])
        let deletion = try Row.fetchOne(db, sql: "SELECT deletedAt, pushed FROM tombstone WHERE kind = ? AND uid = ?",
                                        arguments: [record.kind.rawValue, uid])
        if let waiting = waitingVersion(local: local, deletion: deletion),
           !replacing.contains(SyncVersion(kind: record.kind, uid: record.uid, updatedAt: waiting)) {
            return
        }
        guard let content = record.content else {
            if let local { try delete(record.kind, id: local["id"]); changed += 1 }
            try db.execute(sql: """
                INSERT OR REPLACE INTO tombstone (kind, uid, deletedAt, pushed, serverUpdatedAt) VALUES (?, ?, ?, 1, ?)
                """, arguments: [record.kind.rawValue, uid, record.updatedAt, record.updatedAt])
            return
        }
        try db.execute(sql: "DELETE FROM tombstone WHERE kind = ? AND uid = ?", arguments: [record.kind.rawValue, uid])
        // A version is its time and its device: another device's version of the same
        // millisecond (two devices making the same derived edit, or a tie the server broke
        // by device id) has other contents, so the contents are always written, and the
        // record counts as changed when they (or a deletion here) differ.
        let before = local == nil ? nil : try contents(table, uid)
        let id: Int64? = local?["id"]
        var redirected = false
        switch content {
        case let .collection(name, createdAt):
            let ref = SyncCollectionRef(uid: record.uid, name: name, createdAt: createdAt, updatedAt: record.updatedAt)
            guard try upsertCollection(ref, id: id) != nil else { return }
        case let .tree(tree, ref, _):
            var tree = tree
            tree.collectionId = try ref.flatMap { try collectionID(for: $0) }
            redirected = try !holds(tree.collectionId, ref)
            if let id, let old = try Tree.fetchOne(db, key: id) {
                tree.id = id
                tree.photos = old.photos
                try tree.update(db)
            } else {
                tree.id = try RecordStore.nextID(db, table: "tree")
                tree.photos = photos.enumerated().map { "tree-\(tree.id)-\($0.offset + 1).\($0.element.format.fileExtension)" }
                placements += zip(photos, tree.photos).map { ($0, $1) }
                try tree.insert(db)
            }
        case let .issue(issue, _):
            var issue = issue
            if let id, let old = try Issue.fetchOne(db, key: id) {
                issue.id = id
                issue.photo = old.photo
                try issue.update(db)
            } else {
                issue.id = try RecordStore.nextID(db, table: "issue")
                issue.photo = photos.first.map { "issue-\(issue.id).\($0.format.fileExtension)" }
                if let photo = photos.first, let name = issue.photo { placements.append((photo, name)) }
                try issue.insert(db)
            }
        }
        try confirm(table, uid, record.updatedAt)
        if redirected {
            // The tree is kept in another collection than the server's version names (that
            // one was deleted, or merged into a same-named one here): a local edit made from
            // the server's version, so the server and every other device take it too.
            try db.execute(sql: "UPDATE tree SET updatedAt = max(createdAt, updatedAt + 1, ?) WHERE uid = ?",
                           arguments: [now, uid])
        }
        if let before, deletion == nil, try contents(table, uid) == before { return }
        changed += 1
    }

    /// A record's stored columns apart from the sync bookkeeping, to tell whether applying a
    /// version changed it.
    private func contents(_ table: String, _ uid: String) throws -> [String: DatabaseValue]? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM \(table) WHERE uid = ?", arguments: [uid]) else { return nil }
        var values: [String: DatabaseValue] = [:]
        for (column, value) in row where column != "serverUpdatedAt" { values[column] = value }
        return values
    }

    /// Whether the local collection `id` is the one `ref` names (both none counts).
    private func holds(_ id: Int64?, _ ref: SyncCollectionRef?) throws -> Bool {
        guard let id, let ref else { return id == nil && ref == nil }
        let found = try String.fetchOne(db, sql: "SELECT uid FROM collection WHERE id = ?", arguments: [id])
        return found?.lowercased() == ref.uid.uuidString.lowercased()
    }

    /// The local version that waits to be pushed, if any: an edited record, or a deletion.
    private func waitingVersion(local: Row?, deletion: Row?) -> Int64? {
        if let deletion, (deletion["pushed"] as Int64?) == 0 { return deletion["deletedAt"] }
        guard let local else { return nil }
        let updated: Int64? = local["updatedAt"]
        let confirmed: Int64? = local["serverUpdatedAt"]
        return updated == confirmed ? nil : updated
    }

    private func confirm(_ table: String, _ uid: String, _ version: Int64) throws {
        try db.execute(sql: "UPDATE \(table) SET serverUpdatedAt = ? WHERE uid = ?", arguments: [version, uid])
    }

    private mutating func delete(_ kind: SyncKind, id: Int64) throws {
        switch kind {
        case .collection:
            // Its trees leave it: local edits made from their server versions (as when this
            // device deletes a collection), so trees another device put into it after it was
            // deleted there reach the server and every device without it too.
            try db.execute(sql: "UPDATE tree SET updatedAt = max(createdAt, updatedAt + 1, ?) WHERE collectionId = ?",
                           arguments: [now, id])
            changed += db.changesCount
            try db.execute(sql: "DELETE FROM collection WHERE id = ?", arguments: [id])
        case .tree:
            if let tree = try Tree.fetchOne(db, key: id) { removedPhotos += tree.photos; try tree.delete(db) }
        case .issue:
            if let issue = try Issue.fetchOne(db, key: id) { removedPhotos += issue.photo.map { [$0] } ?? []; try issue.delete(db) }
        }
    }

    /// The local id of a tree's collection: found by uid, else created from the reference;
    /// another collection of the same name stands in for it when that one's uid is smaller.
    private mutating func collectionID(for ref: SyncCollectionRef) throws -> Int64? {
        let uid = ref.uid.uuidString.lowercased()
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM collection WHERE uid = ?", arguments: [uid]) { return id }
        let deleted = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM tombstone WHERE kind = 'collection' AND uid = ?)",
                                        arguments: [uid]) ?? false
        if deleted {
            // One that lost a name clash here stands for the winner, as when it was pulled.
            guard let other = try RecordStore.findCollection(ref.name, db), other.uid.uuidString.lowercased() < uid else { return nil }
            return other.id
        }
        guard let id = try upsertCollection(ref, id: nil) else {
            return try RecordStore.findCollection(ref.name, db)?.id
        }
        try confirm("collection", uid, ref.updatedAt)
        return id
    }

    /// Writes a collection version; returns its local id, or `nil` when a collection of the
    /// same name with a smaller uid is kept instead.
    ///
    /// Names are unique here, so two devices' collections of one name become one: the one
    /// with the smaller uid stays; the other is deleted (a tombstone tells the server, and
    /// through it every device) and its trees move into the one kept, as local edits. This
    /// holds whichever of the two is the pulled one.
    private mutating func upsertCollection(_ ref: SyncCollectionRef, id: Int64?) throws -> Int64? {
        var moved: [Int64] = []
        var wasLast = false
        if let other = try RecordStore.findCollection(ref.name, db), other.uid != ref.uid {
            guard ref.uid.uuidString.lowercased() < other.uid.uuidString.lowercased() else {
                try drop(ref, id: id, into: other.id)
                return nil
            }
            moved = try Int64.fetchAll(db, sql: "SELECT id FROM tree WHERE collectionId = ?", arguments: [other.id])
            wasLast = try Bool.fetchOne(db, sql: "SELECT lastCollectionId = ? FROM preference WHERE id = 1",
                                            arguments: [other.id]) ?? false
            try Tombstone.record(.collection, other.uid, at: Timestamp.date(milliseconds: now), db)
            try other.delete(db)
        }
        var collection = TreeCollection(id: id ?? 0, uid: ref.uid, name: ref.name,
                                        createdAt: Timestamp.date(milliseconds: ref.createdAt),
                                        updatedAt: Timestamp.date(milliseconds: ref.updatedAt), treeCount: 0)
        if id == nil {
            collection.id = try RecordStore.nextID(db, table: "collection")
            try collection.insert(db)
        } else {
            try collection.update(db)
        }
        if wasLast {
            try db.execute(sql: "UPDATE preference SET lastCollectionId = ? WHERE id = 1", arguments: [collection.id])
        }
        for tree in moved {
            try db.execute(sql: "UPDATE tree SET collectionId = ?, updatedAt = max(createdAt, updatedAt + 1, ?) WHERE id = ?",
                           arguments: [collection.id, now, tree])
            changed += 1
        }
        return collection.id
    }

    /// Deletes the pulled collection `ref`, which loses a name clash to the local collection
    /// `winner`: the trees of its local row `id` (if any) move into the winner as local edits,
    /// and a tombstone made from the pulled version tells the server and the other devices.
    private mutating func drop(_ ref: SyncCollectionRef, id: Int64?, into winner: Int64) throws {
        try Tombstone.record(.collection, ref.uid, replacing: ref.updatedAt, at: now, db)
        guard let id else { return }
        try db.execute(sql: "UPDATE tree SET collectionId = ?, updatedAt = max(createdAt, updatedAt + 1, ?) WHERE collectionId = ?",
                       arguments: [winner, now, id])
        changed += db.changesCount
        try db.execute(sql: "UPDATE preference SET lastCollectionId = ? WHERE id = 1 AND lastCollectionId = ?", arguments: [winner, id])
        try db.execute(sql: "DELETE FROM collection WHERE id = ?", arguments: [id])
        changed += 1
    }
}
