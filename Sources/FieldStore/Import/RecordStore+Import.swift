import Foundation
import GRDB
import Positioning
import SystemIO
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
    /// The file is read twice in chunks, never whole: once to check its shape and read its
    /// header, once to decode and store its records one at a time (``ImportScanner``), so
    /// memory does not grow with the file.
    ///
    /// - Throws: ``StoreError`` (`invalidImport` naming the file and the record path, for
    ///   example `records[3].latitude`; `ungatedLocation`; `invalidPhoto`; `database`).
    @discardableResult
    public func importRecords(from path: String, collection: String? = nil, acceptPoorAccuracy: Bool = false,
                              limits: ImportLimits = ImportLimits(), now: Date = Date()) throws(StoreError) -> ImportSummary {
        try Self.checkImportFile(path, limits: limits)
        let (header, count) = try Self.readHeader(path, limits: limits)
        guard header.format == InterchangeFormat.name else {
            throw StoreError(.invalidImport, "\(path): format is \"\(header.format)\", not \"\(InterchangeFormat.name)\"")
        }
        guard header.version == InterchangeFormat.version else {
            throw StoreError(.invalidImport, "\(path): format version \(header.version) is not supported (only \(InterchangeFormat.version))")
        }
        switch header.kind {
        case Tree.kind:
            try Self.checkCount(count, limits, path)
            let name = try collection.map { name throws(StoreError) in try Self.required(name, "collection name") }
            return try importTrees(from: path, collection: name, acceptPoorAccuracy: acceptPoorAccuracy, limits: limits, now: now)
        case Issue.kind:
            guard collection == nil else { throw StoreError(.invalidValue, "\(path) holds issues, which have no collection") }
            try Self.checkCount(count, limits, path)
            return try importIssues(from: path, acceptPoorAccuracy: acceptPoorAccuracy, limits: limits)
        default:
            throw StoreError(.invalidImport, "\(path): kind \"\(header.kind)\" is neither trees nor issues")
        }
    }

    /// The first pass: checks the whole file's shape (``JSONShape``) and outer grammar, and
    /// returns its header and how many records it holds. A shape error anywhere wins over a
    /// grammar error, as the shape is checked first.
    private static func readHeader(_ path: String, limits: ImportLimits) throws(StoreError) -> (ImportHeader, Int) {
        var shape = JSONShape(maximumDepth: limits.maximumDepth, file: path)
        var scanner = ImportScanner(mode: .header, maximumRecordBytes: limits.maximumRecordBytes, file: path)
        var fields: [(key: [UInt8], value: [UInt8])] = []
        var grammarError: StoreError?
        func keep(_ parts: [ImportScanner.Part]) {
            for case let .field(key, value) in parts { fields.append((key, value)) }
        }
        try readChunks(path) { chunk throws(StoreError) in
            try shape.feed(chunk)
            guard grammarError == nil else { return }
            do throws(StoreError) { keep(try scanner.feed(chunk)) } catch { grammarError = error }
        }
        try shape.finish()
        if let grammarError { throw grammarError }
        keep(try scanner.finish())
        let records = Array("records".utf8)
        if fields.contains(where: { JSONShape.unescaped(Array($0.key.dropFirst().dropLast())) == records }) {
            throw StoreError(.invalidImport, "\(path): records: wrong type, expected an array")
        }
        var object: [UInt8] = [UInt8(ascii: "{")]
        for (n, field) in fields.enumerated() {
            if n > 0 { object.append(UInt8(ascii: ",")) }
            object += field.key + [UInt8(ascii: ":")] + field.value
        }
        object.append(UInt8(ascii: "}"))
        let header = try decode(ImportHeader.self, from: Data(object), file: path)
        guard scanner.sawRecords else { throw StoreError(.invalidImport, "\(path): records: missing") }
        return (header, scanner.recordCount)
    }

    /// The second pass: hands each record's bytes, with its index, to `body`.
    private static func forEachRecord(_ path: String, limits: ImportLimits,
                                      _ body: (Int, [UInt8]) throws(StoreError) -> Void) throws(StoreError) {
        var scanner = ImportScanner(mode: .records, maximumRecordBytes: limits.maximumRecordBytes, file: path)
        func handle(_ parts: [ImportScanner.Part]) throws(StoreError) {
            for case let .record(index, bytes) in parts { try body(index, bytes) }
        }
        try readChunks(path) { chunk throws(StoreError) in try handle(try scanner.feed(chunk)) }
        try handle(try scanner.finish())
    }

    /// Reads the file in chunks (``InputFile``), handing each to `body`.
    private static func readChunks(_ path: String, _ body: (ArraySlice<UInt8>) throws(StoreError) -> Void) throws(StoreError) {
        do {
            let input = try InputFile(path)
            while let chunk = try input.read() { try body(chunk) }
        } catch let failure as InputFile.Failure {
            throw StoreError(.invalidImport, failure.description)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.invalidImport, "\(path): \(error)")
        }
    }

    private func importTrees(from file: String, collection name: String?, acceptPoorAccuracy: Bool,
                             limits: ImportLimits, now: Date) throws(StoreError) -> ImportSummary {
        try insertWithPhotos("cannot import \(file)") { db, staged in
            var records = ImportedRecords(file: file, acceptPoorAccuracy: acceptPoorAccuracy)
            var placements: [(StagedPhoto, String)] = []
            var collections: [String] = []
            var targets: [String: TreeCollection] = [:]
            var skipped = 0
            var missing = 0
            var id = try Self.nextID(db, table: "tree")
            try Self.forEachRecord(file, limits: limits) { index, bytes throws(StoreError) in
                let record = try records.decode(TreeJSON.self, bytes, index: index)
                missing += record.photos.filter { $0.data == nil }.count
                let photos = try stageImportPhotos(record.photos, index: index, file: file, field: "photos", into: &staged)
                try storeOperation(.database, "cannot import \(file)") {
                    if let uid = record.context.uid, try RecordUID.exists(uid, table: "tree", db) {
                        skipped += 1
                        self.photos.remove(photos.map(\.temporaryName))
                        return
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
                             variety: tree.variety, rootstock: tree.rootstock, notes: tree.notes, photos: names, collectionId: target?.id,
                             collection: target?.name, createdAt: record.createdAt, updatedAt: record.updatedAt, context: record.context.context)
                        .insert(db)
                    placements += zip(photos, names).map { ($0, $1) }
                    id += 1
                }
            }
            return (ImportSummary(kind: Tree.kind, count: records.count - skipped, photoCount: placements.count,
                                  skipped: skipped, missingPhotos: missing, collections: collections), placements)
        }
    }

    private func importIssues(from file: String, acceptPoorAccuracy: Bool, limits: ImportLimits) throws(StoreError) -> ImportSummary {
        try insertWithPhotos("cannot import \(file)") { db, staged in
            var records = ImportedRecords(file: file, acceptPoorAccuracy: acceptPoorAccuracy)
            var placements: [(StagedPhoto, String)] = []
            var skipped = 0
            var missing = 0
            var id = try Self.nextID(db, table: "issue")
            try Self.forEachRecord(file, limits: limits) { index, bytes throws(StoreError) in
                let record = try records.decode(IssueJSON.self, bytes, index: index)
                if record.photo != nil && record.photo?.data == nil { missing += 1 }
                let photos = try stageImportPhotos(record.photo.map { [$0] } ?? [], index: index, file: file, field: "photo", into: &staged)
                try storeOperation(.database, "cannot import \(file)") {
                    if let uid = record.context.uid, try RecordUID.exists(uid, table: "issue", db) {
                        skipped += 1
                        self.photos.remove(photos.map(\.temporaryName))
                        return
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
            }
            return (ImportSummary(kind: Issue.kind, count: records.count - skipped, photoCount: placements.count,
                                  skipped: skipped, missingPhotos: missing, collections: []), placements)
        }
    }

    /// Stages a record's photos that carry data, adding each to `staged` (which the caller
    /// removes on failure).
    private func stageImportPhotos(_ list: [PhotoJSON], index: Int, file: String, field: String,
                                   into staged: inout [StagedPhoto]) throws(StoreError) -> [StagedPhoto] {
        var record: [StagedPhoto] = []
        for (n, photo) in list.enumerated() {
            guard let data = photo.data else { continue }
            let origin = "\(file): records[\(index)].\(field)" + (field == "photos" ? "[\(n)]" : "")
            let one = try photos.stage(data: data, origin: origin)
            staged.append(one)
            record.append(one)
        }
        return record
    }

    private static func checkImportFile(_ path: String, limits: ImportLimits) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw StoreError(.invalidImport, "\(path): \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw StoreError(.invalidImport, "\(path): not a regular file") }
        guard info.st_size <= limits.maximumFileBytes else {
            throw StoreError(.invalidImport, "\(path): \(info.st_size) bytes is over the \(limits.maximumFileBytes) byte import limit")
        }
        guard info.st_size > 0 else { throw StoreError(.invalidImport, "\(path): the file is empty, not a JSON export") }
    }

    private static func checkCount(_ count: Int, _ limits: ImportLimits, _ path: String) throws(StoreError) {
        guard count <= limits.maximumRecords else {
            throw StoreError(.invalidImport, "\(path): \(count) records is over the limit of \(limits.maximumRecords)")
        }
    }

    /// Decodes a document, turning decoding errors into a message naming the JSON path.
    static func decode<T: Decodable>(_: T.Type, from data: Data, file: String, at root: String = "",
                                     decoder: JSONDecoder = JSONDecoder()) throws(StoreError) -> T {
        do {
            return try decoder.decode(T.self, from: data)
        } catch let error as DecodingError {
            throw StoreError(.invalidImport, "\(file): \(ImportHeader.describe(error, at: root))")
        } catch {
            throw StoreError(.invalidImport, "\(file): \(root.isEmpty ? "" : root + ": ")\(error)")
        }
    }
}
