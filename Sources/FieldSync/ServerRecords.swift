import FieldStore
import Foundation
import PostgresNIO

/// How a record version maps to a row of the server's `collections`, `trees` and `issues`
/// tables, both ways.
enum ServerRecords {
    /// The server table of a kind.
    static func table(_ kind: SyncKind) -> String {
        switch kind {
        case .collection: return "fieldfix.collections"
        case .tree: return "fieldfix.trees"
        case .issue: return "fieldfix.issues"
        }
    }

    /// The `SELECT` (without its condition) that reads a kind's rows as ``decode(_:_:)`` wants them.
    static func select(_ kind: SyncKind) -> String {
        switch kind {
        case .tree:
            return """
                SELECT r.*, c.name AS collection_name, c.created_ms AS collection_created_ms, c.updated_ms AS collection_updated_ms
                FROM fieldfix.trees r LEFT JOIN fieldfix.collections c ON c.uid = r.collection_uid
                """
        case .collection, .issue:
            return "SELECT r.* FROM \(table(kind)) r"
        }
    }

    /// The upserts that store these rows (images of one kind's versions, see
    /// ``image(_:photoHashes:device:)``), each taking the next feed number.
    static func upsert(_ rows: [ServerRowImage], _ kind: SyncKind) -> [PostgresQuery] {
        var extra = [("created_at", "to_timestamp({created_ms} / 1000.0)"), ("updated_at", "to_timestamp({updated_ms} / 1000.0)"),
                     ("feed", "nextval('fieldfix.feed')")]
        if kind != .collection { extra.append(ServerLocation.geometry) }
        return ServerRowImage.upsert(rows, into: table(kind), key: "uid", extra: extra)
    }

    /// The server row's columns and values for `record` (`nil` for a deletion).
    static func image(_ record: SyncRecord, photoHashes: [String], device: UUID) -> ServerRowImage? {
        guard let content = record.content else { return nil }
        var row = ServerRowImage()
        row.set("uid", .uuid(record.uid))
        var texts: [String?]
        let createdAt: Int64
        switch content {
        case let .collection(name, created):
            texts = [name]
            createdAt = created
        case let .tree(tree, collection, _):
            ServerLocation.encode(tree.location, tree.context, into: &row)
            texts = [tree.species, tree.variety, tree.rootstock, tree.notes]
            row.set("photos", .textArray(photoHashes))
            row.set("collection_uid", .uuid(collection?.uid))
            createdAt = milliseconds(tree.createdAt)
        case let .issue(issue, _):
            ServerLocation.encode(issue.location, issue.context, into: &row)
            texts = [issue.description]
            row.set("category", .text(issue.category.rawValue))
            row.set("photo", .text(photoHashes.first))
            createdAt = milliseconds(issue.createdAt)
        }
        for (column, text) in zip(textColumns(record.kind), texts) { row.set(column, .text(ServerText.column(text))) }
        row.set("exact_text", .bytes(ServerText.exact(texts)))
        row.set("created_ms", .bigint(createdAt))
        row.set("updated_ms", .bigint(record.updatedAt))
        row.set("device", .uuid(device))
        return row
    }

    /// Reads a row of ``select(_:)`` into a record version, with its photos' content hashes
    /// (the photos themselves are fetched apart, only when needed).
    ///
    /// - Throws: ``SyncError`` (`badServerRow`) naming the table and uid.
    static func decode(_ kind: SyncKind, _ postgresRow: PostgresRow) throws(SyncError) -> (SyncRecord, photos: [String], device: UUID) {
        let row = postgresRow.makeRandomAccess()
        var place = "\(table(kind)) row"
        do {
            let uid = try row["uid"].decode(UUID.self)
            place = "\(table(kind)) \(uid.uuidString.lowercased())"
            let updatedAt = try row["updated_ms"].decode(Int64.self)
            let createdAt = try row["created_ms"].decode(Int64.self)
            let device = try row["device"].decode(UUID.self)
            let columns = try textColumns(kind).map { try row[$0].decode(String?.self) }
            let texts = try ServerText.fields(columns, exact: try row["exact_text"].decode(Data?.self), place: place)
            let content: SyncContent
            var photos: [String] = []
            switch kind {
            case .collection:
                guard let name = texts[0] else { throw SyncError(.badServerRow, "\(place): no name") }
                content = .collection(name: name, createdAt: createdAt)
            case .tree:
                let (location, context) = try ServerLocation.decode(row, place: place)
                guard let species = texts[0] else { throw SyncError(.badServerRow, "\(place): no species") }
                let tree = Tree(uid: uid, location: location, species: species, variety: texts[1], rootstock: texts[2],
                                notes: texts[3], createdAt: date(createdAt), updatedAt: date(updatedAt), context: context)
                photos = try row["photos"].decode([String].self)
                var ref: SyncCollectionRef?
                if let collection = try row["collection_uid"].decode(UUID?.self),
                   let name = try row["collection_name"].decode(String?.self) {
                    ref = SyncCollectionRef(uid: collection, name: name,
                                            createdAt: try row["collection_created_ms"].decode(Int64.self),
                                            updatedAt: try row["collection_updated_ms"].decode(Int64.self))
                }
                content = .tree(tree, collection: ref, photos: [])
            case .issue:
                let (location, context) = try ServerLocation.decode(row, place: place)
                guard let category = IssueCategory(rawValue: try row["category"].decode(String.self)), let description = texts[0] else {
                    throw SyncError(.badServerRow, "\(place): bad category or no description")
                }
                content = .issue(Issue(uid: uid, location: location, category: category, description: description,
                                       createdAt: date(createdAt), updatedAt: date(updatedAt), context: context), photo: nil)
                photos = try row["photo"].decode(String?.self).map { [$0] } ?? []
            }
            return (SyncRecord(kind: kind, uid: uid, updatedAt: updatedAt, content: content), photos, device)
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError(.badServerRow, "\(place): \(error)")
        }
    }

    /// The text columns of a kind, in the order of ``ServerText`` arrays.
    private static func textColumns(_ kind: SyncKind) -> [String] {
        switch kind {
        case .collection: return ["name"]
        case .tree: return ["species", "variety", "rootstock", "notes"]
        case .issue: return ["description"]
        }
    }

    private static func milliseconds(_ date: Date) -> Int64 { SyncRecord.milliseconds(date) }
    private static func date(_ milliseconds: Int64) -> Date { SyncRecord.date(milliseconds: milliseconds) }
}
