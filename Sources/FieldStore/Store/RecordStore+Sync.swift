import Foundation
import GRDB
import Positioning

/// The store's side of team sync: what waits to be pushed, the acknowledgement of what the
/// server took, and the application of the server's versions. The network is not here.
///
/// A record waits to be pushed while its `updatedAt` differs from `serverUpdatedAt`, the
/// version the server last confirmed; a deletion waits while its tombstone is not `pushed`.
/// Applying the server's versions never overwrites a local change that waits to be pushed
/// (the server decides between them at the next push), except the versions the server has
/// just refused (`replacing`).
extension RecordStore {
    /// This store's sync state: device, server, last sync and pending counts.
    public func syncStatus() throws(StoreError) -> SyncStatus {
        try read("cannot read the sync state") { db in
            let row = try Row.fetchOne(db, sql: "SELECT device, server, lastSyncAt FROM syncState WHERE id = 1")
            guard let row, let device = UUID(uuidString: row["device"] ?? "") else {
                throw StoreError(.invalidValue, "syncState: no device id")
            }
            var pending: [SyncKind: Int] = [:]
            for kind in SyncKind.allCases {
                pending[kind] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(kind.table) WHERE \(Self.waiting(kind.table))") ?? 0
            }
            let deletions = try Int.fetchOne(db, sql: "SELECT count(*) FROM tombstone WHERE pushed = 0") ?? 0
            return SyncStatus(device: device, server: row["server"],
                              lastSyncAt: (row["lastSyncAt"] as Int64?).map(Timestamp.date(milliseconds:)),
                              pending: pending, pendingDeletions: deletions)
        }
    }

    /// Starts a sync with the server whose id is `server`, and returns the position in its
    /// change feed this store has read up to.
    ///
    /// When the store last synced with another server (or never), every record and deletion
    /// waits to be pushed again and the feed is read from the start.
    public func beginSync(server: String) throws(StoreError) -> Int64 {
        try write("cannot start sync") { db in
            let current = try String.fetchOne(db, sql: "SELECT server FROM syncState WHERE id = 1")
            if current != server {
                for kind in SyncKind.allCases {
                    try db.execute(sql: "UPDATE \(kind.table) SET serverUpdatedAt = NULL")
                }
                try db.execute(sql: "UPDATE tombstone SET pushed = 0, serverUpdatedAt = NULL")
                try db.execute(sql: "UPDATE syncState SET server = ?, lastSequence = 0 WHERE id = 1", arguments: [server])
            }
            return try Int64.fetchOne(db, sql: "SELECT lastSequence FROM syncState WHERE id = 1") ?? 0
        }
    }

    /// Records the end of a sync at `now`.
    public func finishSync(at now: Date = Date()) throws(StoreError) {
        try write("cannot record the sync time") { db in
            try db.execute(sql: "UPDATE syncState SET lastSyncAt = ? WHERE id = 1", arguments: [Timestamp.milliseconds(now)])
        }
    }

    /// Up to `limit` records of `kind` that wait to be pushed, with local id above `afterID`,
    /// in id order, each with its local id (to ask for the next page).
    public func pendingRecords(_ kind: SyncKind, afterID: Int64, limit: Int) throws(StoreError) -> [(id: Int64, record: SyncRecord)] {
        try read("cannot read \(kind.rawValue)s waiting for sync") { db in
            let clause = " WHERE \(Self.waiting(kind.table)) AND \(kind.table).id > ? ORDER BY \(kind.table).id LIMIT ?"
            let arguments: StatementArguments = [afterID, limit]
            switch kind {
            case .collection:
                return try Row.fetchAll(db, sql: "SELECT * FROM collection" + clause, arguments: arguments).map { row -> (id: Int64, record: SyncRecord) in
                    let collection = try TreeCollection(row: row)
                    return (collection.id, SyncRecord(
                        kind: .collection, uid: collection.uid, updatedAt: Timestamp.milliseconds(collection.updatedAt),
                        base: row["serverUpdatedAt"],
                        content: .collection(name: collection.name, createdAt: Timestamp.milliseconds(collection.createdAt))))
                }
            case .tree:
                let select = """
                    SELECT tree.*, collection.name AS collectionName, collection.uid AS collectionUID,
                           collection.createdAt AS collectionCreatedAt, collection.updatedAt AS collectionUpdatedAt
                    FROM tree LEFT JOIN collection ON collection.id = tree.collectionId
                    """
                return try Row.fetchAll(db, sql: select + clause, arguments: arguments).map { row -> (id: Int64, record: SyncRecord) in
                    let tree = try Tree(row: row)
                    let ref = (row["collectionUID"] as String?).flatMap(UUID.init(uuidString:)).map {
                        SyncCollectionRef(uid: $0, name: row["collectionName"], createdAt: row["collectionCreatedAt"],
                                          updatedAt: row["collectionUpdatedAt"])
                    }
                    return (tree.id, SyncRecord(
                        kind: .tree, uid: tree.uid, updatedAt: Timestamp.milliseconds(tree.updatedAt), base: row["serverUpdatedAt"],
                        content: .tree(tree, collection: ref, photos: tree.photos.map { .file(photos.path($0)) })))
                }
            case .issue:
                return try Row.fetchAll(db, sql: "SELECT * FROM issue" + clause, arguments: arguments).map { row -> (id: Int64, record: SyncRecord) in
                    let issue = try Issue(row: row)
                    return (issue.id, SyncRecord(
                        kind: .issue, uid: issue.uid, updatedAt: Timestamp.milliseconds(issue.updatedAt), base: row["serverUpdatedAt"],
                        content: .issue(issue, photo: issue.photo.map { .file(photos.path($0)) })))
                }
            }
        }
    }

    /// Every deletion that waits to be pushed.
    public func pendingDeletions() throws(StoreError) -> [SyncRecord] {
        try read("cannot read deletions waiting for sync") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM tombstone WHERE pushed = 0 ORDER BY kind, uid").map { row -> SyncRecord in
                guard let kind = SyncKind(rawValue: row["kind"] ?? ""), let uid = UUID(uuidString: row["uid"] ?? "") else {
                    throw StoreError(.invalidValue, "tombstone: bad kind or uid")
                }
                return SyncRecord(kind: kind, uid: uid, updatedAt: row["deletedAt"], base: row["serverUpdatedAt"], content: nil)
            }
        }
    }

    /// Which of these uids name records of `kind` the store holds.
    public func knownRecords(_ kind: SyncKind, _ uids: [UUID]) throws(StoreError) -> Set<UUID> {
        try read("cannot look up \(kind.rawValue)s") { db in
            var known: Set<UUID> = []
            for uid in uids {
                if try RecordUID.exists(uid, table: kind.table, db) { known.insert(uid) }
            }
            return known
        }
    }

    /// Notes that the server holds these versions: each record (or deletion) stops waiting,
    /// unless it was changed again since it was read.
    public func markPushed(_ versions: [SyncVersion]) throws(StoreError) {
        try write("cannot record what was pushed") { db in
            for version in versions {
                let uid = version.uid.uuidString.lowercased()
                try db.execute(sql: "UPDATE \(version.kind.table) SET serverUpdatedAt = updatedAt WHERE uid = ? AND updatedAt = ?",
                               arguments: [uid, version.updatedAt])
                try db.execute(sql: """
                    UPDATE tombstone SET pushed = 1, serverUpdatedAt = deletedAt WHERE kind = ? AND uid = ? AND deletedAt = ?
                    """, arguments: [version.kind.rawValue, uid, version.updatedAt])
            }
        }
    }

    /// Applies the server's versions of records in one transaction, and moves this store's
    /// place in the server's change feed to `feedPosition` with them.
    ///
    /// A record that waits to be pushed keeps its local version, unless that version is one
    /// of `replacing` (the server refused it: a later edit won). A collection whose name is
    /// already used here by another collection merges with it: the one with the smaller uid
    /// stays, and the other's trees move into it (see docs/sync.md).
    ///
    /// - Returns: how many records changed here.
    @discardableResult
    public func applyServerVersions(_ records: [SyncRecord], replacing: Set<SyncVersion> = [],
                                    feedPosition: Int64? = nil, now: Date = Date()) throws(StoreError) -> Int {
        var staged: [Int: [StagedPhoto]] = [:]
        for (index, record) in records.enumerated() {
            do {
                staged[index] = try stage(record.content, origin: "\(record.kind.rawValue) \(record.uid)")
            } catch {
                photos.remove(staged.values.flatMap { $0 }.map(\.temporaryName))
                throw error
            }
        }
        let all = staged.values.flatMap { $0 }
        var removed: [String] = []
        var used: Set<String> = []
        let changed = try insertWithPhotos(all, "cannot apply the server's records") { db in
            var applier = ServerVersionApplier(db: db, replacing: replacing, now: Timestamp.milliseconds(now))
            // Versions by kind (collections before the trees that name them), deletions last:
            // a collection's deletion then moves out only the trees still in it once the
            // batch's tree versions are in (a tree another device already moved is no local edit).
            let rank = { (index: Int) in (records[index].content == nil ? 1 : 0, records[index].kind, index) }
            let order = records.indices.sorted { rank($0) < rank($1) }
            for index in order {
                try applier.apply(records[index], photos: staged[index] ?? [])
            }
            if let feedPosition {
                try db.execute(sql: "UPDATE syncState SET lastSequence = max(lastSequence, ?) WHERE id = 1",
                               arguments: [feedPosition])
            }
            removed = applier.removedPhotos
            used = Set(applier.placements.map(\.0.temporaryName))
            return (applier.changed, applier.placements)
        }
        photos.remove(all.map(\.temporaryName).filter { !used.contains($0) })
        photos.remove(removed)
        return changed
    }

    /// The SQL condition of a record of `table` that waits to be pushed.
    static func waiting(_ table: String) -> String { "\(table).serverUpdatedAt IS NOT \(table).updatedAt" }

    private func stage(_ content: SyncContent?, origin: String) throws(StoreError) -> [StagedPhoto] {
        var list: [SyncPhoto] = []
        switch content {
        case let .tree(_, _, photos): list = photos
        case let .issue(_, photo): list = photo.map { [$0] } ?? []
        case .collection, nil: break
        }
        var staged: [StagedPhoto] = []
        for case let .data(data) in list {
            do {
                staged.append(try photos.stage(data: data, origin: "\(origin) photo"))
            } catch {
                photos.remove(staged.map(\.temporaryName))
                throw error
            }
        }
        return staged
    }
}
