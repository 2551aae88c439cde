import Foundation
import GRDB
import Positioning
import TextEncoding
#if canImport(Glibc)
import Glibc
#endif

extension RecordStore {
    /// Imports a JSON export (`fieldfix-records` version 1) in one transaction: every new
    /// record and its photos are stored, or nothing is.
    ///
    /// Trees keep their collection (created when missing), or all go into `collection` when
    /// one is given. A record whose `uid` is already in the store is recognised and skipped,
    /// so importing a file twice stores its records once; files exported before records had a
    /// `uid` give theirs new ones. Records get new local ids; their fields, times and photos
    /// (when the file holds their data) are kept; photos listed without data are counted in
    /// ``ImportSummary/missingPhotos``. Every location is checked with the capture gate's
    /// invariants, and one whose accuracy is not under the standard gate
    /// (``CapturePolicy/standardMaximumAccuracy``, 20 m) is refused unless `acceptPoorAccuracy` (its raised threshold
    /// stays recorded with it).
    ///
    /// - Throws: ``StoreError`` (`invalidImport` naming the file and the record path, for
    ///   example `records[3].latitude`; `ungatedLocation`; `invalidPhoto`; `database`).
    @discardableResult
    public func importRecords(from path: String, collection: String? = nil, acceptPoorAccuracy: Bool = false,
                              limits: ImportLimits = ImportLimits(), now: Date = Date()) throws(StoreError) -> ImportSummary {
        let data = try Self.readImportFile(path, limits: limits)
        try JSONShape.check(data, maximumDepth: limits.maximumDepth, file: path)
        let header = try Self.decode(ImportHeader.self, from: data, file: path)
        guard header.format == InterchangeFormat.name else {
            throw StoreError(.invalidImport, "\(path): format is \"\(header.format)\", not \"\(InterchangeFormat.name)\"")
        }
        guard header.version == InterchangeFormat.version else {
            throw StoreError(.invalidImport, "\(path): format version \(header.version) is not supported (only \(InterchangeFormat.version))")
        }
        switch header.kind {
        case Tree.kind:
            let document = try Self.decode(ImportDocument<TreeJSON>.self, from: data, file: path)
            try Self.checkCount(document.records.count, limits, path)
            try Self.checkGate(document.records.map(\.location.location), acceptPoorAccuracy, path)
            try Self.checkUniqueIDs(document.records.map(\.context.uid), path)
            let name = try collection.map { name throws(StoreError) in try Self.required(name, "collection name") }
            return try importTrees(document.records, collection: name, file: path, now: now)
        case Issue.kind:
            guard collection == nil else { throw StoreError(.invalidValue, "\(path) holds issues, which have no collection") }
            let document = try Self.decode(ImportDocument<IssueJSON>.self, from: data, file: path)
            try Self.checkCount(document.records.count, limits, path)
            try Self.checkGate(document.records.map(\.location.location), acceptPoorAccuracy, path)
            try Self.checkUniqueIDs(document.records.map(\.context.uid), path)
            return try importIssues(document.records, file: path)
        default:
            throw StoreError(.invalidImport, "\(path): kind \"\(header.kind)\" is neither trees nor issues")
        }
    }

    /// Refuses a file in which two records share a `uid` (a hand-edited or hostile file).
    private static func checkUniqueIDs(_ uids: [UUID?], _ path: String) throws(StoreError) {
        var first: [UUID: Int] = [:]
        for (index, uid) in uids.enumerated() {
            guard let uid else { continue }
            if let earlier = first[uid] {
                throw StoreError(.invalidImport, "\(path): records[\(index)].uid repeats records[\(earlier)].uid")
            }
            first[uid] = index
        }
    }

    private static func checkGate(_ locations: [CapturedLocation], _ accept: Bool, _ path: String) throws(StoreError) {
        guard !accept, let index = locations.firstIndex(where: { $0.horizontalAccuracy.meters >= CapturePolicy.standardMaximumAccuracy }) else { return }
        let meters = locations[index].horizontalAccuracy.meters
        throw StoreError(.ungatedLocation, "\(path): records[\(index)]: accuracy \(DecimalText.string(meters, places: 1, style: .fixed)) m is not under "
            + "the \(Int(CapturePolicy.standardMaximumAccuracy)) m gate (captured with a raised threshold of "
            + "\(DecimalText.string(locations[index].maximumAccuracy, places: 1, style: .trimmed)) m); "
            + "nothing imported. Import with --accept-poor-accuracy to keep such records")
    }

    private func importTrees(_ records: [TreeJSON], collection name: String?, file: String, now: Date) throws(StoreError) -> ImportSummary {
        let missing = records.reduce(0) { $0 + $1.photos.filter { $0.data == nil }.count }
        let staged = try stageImportPhotos(records.map(\.photos), file: file, field: "photos")
        return try insertWithPhotos(staged.flatMap { $0 }, "cannot import \(file)") { db in
            var placements: [(StagedPhoto, String)] = []
            var collections: [String] = []
            var targets: [String: TreeCollection] = [:]
            var skipped = 0
            var id = try Self.nextID(db, table: "tree")
            for (index, (record, photos)) in zip(records, staged).enumerated() {
                if let uid = record.context.uid, try RecordUID.exists(uid, table: "tree", db) {
                    skipped += 1
                    self.photos.remove(photos.map(\.temporaryName))
                    continue
                }
                let tree = try NewTree(species: record.species, variety: record.variety, rootstock: record.rootstock, notes: record.notes,
                                       collection: (name ?? record.collection).map { .named($0) } ?? CollectionChoice.none)
                    .normalized { "records[\(index)].\($0)" }
                var target: TreeCollection?
                if case let .named(wanted) = tree.collection {
                    // Looked up once per name: a lookup counts the collection's trees, so one
                    // per record would make an import quadratic in a collection's size.
                    if let known = targets[wanted] {
                        target = known
                    } else {
                        let found = try Self.findCollection(wanted, db) ?? Self.insertCollection(wanted, db, now: Timestamp.truncated(now))
                        targets[wanted] = found
                        if !collections.contains(found.name) { collections.append(found.name) }
                        target = found
                    }
                }
                let names = photos.enumerated().map { "tree-\(id)-\($0.offset + 1).\($0.element.format.fileExtension)" }
                try Tree(id: id, uid: record.context.uid ?? UUID(), location: record.location.location, species: tree.species,
                         variety: tree.variety, rootstock: tree.rootstock, notes: tree.notes, photos: names, collectionId: target?.id, collection: target?.name,
                         createdAt: record.createdAt, updatedAt: record.updatedAt, context: record.context.context)
                    .insert(db)
                placements += zip(photos, names).map { ($0, $1) }
                id += 1
            }
            return (ImportSummary(kind: Tree.kind, count: records.count - skipped, photoCount: placements.count,
                                  skipped: skipped, missingPhotos: missing, collections: collections), placements)
        }
    }

    private func importIssues(_ records: [IssueJSON], file: String) throws(StoreError) -> ImportSummary {
        let missing = records.filter { $0.photo != nil && $0.photo?.data == nil }.count
        let staged = try stageImportPhotos(records.map { $0.photo.map { [$0] } ?? [] }, file: file, field: "photo")
        return try insertWithPhotos(staged.flatMap { $0 }, "cannot import \(file)") { db in
            var placements: [(StagedPhoto, String)] = []
            var skipped = 0
            var id = try Self.nextID(db, table: "issue")
            for (index, (record, photos)) in zip(records, staged).enumerated() {
                if let uid = record.context.uid, try RecordUID.exists(uid, table: "issue", db) {
                    skipped += 1
                    self.photos.remove(photos.map(\.temporaryName))
                    continue
                }
                let name = photos.first.map { "issue-\(id).\($0.format.fileExtension)" }
                var issue = Issue(id: id, uid: record.context.uid ?? UUID(), location: record.location.location, category: record.category,
                                  description: try NewIssue(category: record.category, description: record.description)
                                    .normalized { "records[\(index)].\($0)" }.description, photo: name,
                                  createdAt: record.createdAt, context: record.context.context)
                issue.updatedAt = record.updatedAt
                try issue.insert(db)
                if let photo = photos.first, let name { placements.append((photo, name)) }
                id += 1
            }
            return (ImportSummary(kind: Issue.kind, count: records.count - skipped, photoCount: placements.count,
                                  skipped: skipped, missingPhotos: missing, collections: []), placements)
        }
    }

    /// Stages the photos that carry data, per record; removes all staged ones on failure.
    private func stageImportPhotos(_ lists: [[PhotoJSON]], file: String, field: String) throws(StoreError) -> [[StagedPhoto]] {
        var staged: [[StagedPhoto]] = []
        for (index, list) in lists.enumerated() {
            var record: [StagedPhoto] = []
            for (n, photo) in list.enumerated() {
                guard let data = photo.data else { continue }
                let origin = "\(file): records[\(index)].\(field)" + (field == "photos" ? "[\(n)]" : "")
                do {
                    record.append(try photos.stage(data: data, origin: origin))
                } catch {
                    photos.remove((staged.flatMap { $0 } + record).map(\.temporaryName))
                    throw error
                }
            }
            staged.append(record)
        }
        return staged
    }

    private static func readImportFile(_ path: String, limits: ImportLimits) throws(StoreError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw StoreError(.invalidImport, "\(path): \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw StoreError(.invalidImport, "\(path): not a regular file") }
        guard info.st_size <= limits.maximumFileBytes else {
            throw StoreError(.invalidImport, "\(path): \(info.st_size) bytes is over the \(limits.maximumFileBytes) byte import limit")
        }
        // Checked before reading: an empty file is no export (and Foundation's reader leaks
        // its buffer on one, which the importer's fuzz target caught).
        guard info.st_size > 0 else { throw StoreError(.invalidImport, "\(path): the file is empty, not a JSON export") }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw StoreError(.invalidImport, "\(path): \(error.localizedDescription)")
        }
    }

    private static func checkCount(_ count: Int, _ limits: ImportLimits, _ path: String) throws(StoreError) {
        guard count <= limits.maximumRecords else {
            throw StoreError(.invalidImport, "\(path): \(count) records is over the limit of \(limits.maximumRecords)")
        }
    }

    /// Decodes a document, turning decoding errors into a message naming the JSON path.
    private static func decode<T: Decodable>(_: T.Type, from data: Data, file: String) throws(StoreError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw StoreError(.invalidImport, "\(file): \(ImportHeader.describe(error))")
        } catch {
            throw StoreError(.invalidImport, "\(file): \(error)")
        }
    }
}
