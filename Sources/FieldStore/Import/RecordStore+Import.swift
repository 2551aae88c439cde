import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

extension RecordStore {
    /// Imports a JSON export (`fieldfix-records` version 1) in one transaction: every record
    /// and photo is stored, or nothing is.
    ///
    /// Trees go into a new collection named `collection`, else the file's `collection`, else
    /// the file's base name; it must not exist yet. Records get new ids; their fields, times
    /// and photos (when the file holds their data) are kept. Photos listed without data are
    /// skipped. Every location is checked with the capture gate's invariants.
    ///
    /// - Throws: ``StoreError`` (`invalidImport` naming the file and the record path, for
    ///   example `records[3].latitude`; `duplicateName`; `invalidPhoto`; `database`).
    @discardableResult
    public func importRecords(from path: String, collection: String? = nil, limits: ImportLimits = ImportLimits(),
                              now: Date = Date()) throws(StoreError) -> ImportSummary {
        let data = try Self.readImportFile(path, limits: limits)
        try JSONShape.check(data, maximumDepth: limits.maximumDepth, file: path)
        let header = try Self.decode(ImportHeader.self, from: data, file: path)
        guard header.format == RecordExporter<Tree>.formatName else {
            throw StoreError(.invalidImport, "\(path): format is \"\(header.format)\", not \"\(RecordExporter<Tree>.formatName)\"")
        }
        guard header.version == RecordExporter<Tree>.formatVersion else {
            throw StoreError(.invalidImport, "\(path): format version \(header.version) is not supported (only \(RecordExporter<Tree>.formatVersion))")
        }
        switch header.kind {
        case Tree.kind:
            let document = try Self.decode(ImportDocument<TreeJSON>.self, from: data, file: path)
            try Self.checkCount(document.records.count, limits, path)
            let name = try Self.required(collection ?? document.collection ?? Self.baseName(path), "collection name")
            return try importTrees(document.records, collection: name, file: path, now: now)
        case Issue.kind:
            guard collection == nil else { throw StoreError(.invalidValue, "\(path) holds issues, which have no collection") }
            let document = try Self.decode(ImportDocument<IssueJSON>.self, from: data, file: path)
            try Self.checkCount(document.records.count, limits, path)
            return try importIssues(document.records, file: path)
        default:
            throw StoreError(.invalidImport, "\(path): kind \"\(header.kind)\" is neither trees nor issues")
        }
    }

    private func importTrees(_ records: [TreeJSON], collection name: String, file: String, now: Date) throws(StoreError) -> ImportSummary {
        let staged = try stageImportPhotos(records.map(\.photos), file: file, field: "photos")
        return try insertWithPhotos(staged.flatMap { $0 }, "cannot import \(file)") { db in
            guard try Self.findCollection(name, db) == nil else {
                throw StoreError(.duplicateName, "a collection named \"\(name)\" already exists; choose a new name with --collection")
            }
            let collection = try Self.insertCollection(name, db, now: Timestamp.truncated(now))
            var placements: [(StagedPhoto, String)] = []
            var id = try Self.nextID(db, table: "tree")
            for (record, photos) in zip(records, staged) {
                let names = photos.enumerated().map { "tree-\(id)-\($0.offset + 1).\($0.element.format.fileExtension)" }
                let species = try Self.required(record.species, "species")
                try Tree(id: id, location: record.location.location, species: species, variety: Self.optional(record.variety),
                         rootstock: Self.optional(record.rootstock), notes: Self.optional(record.notes), photos: names,
                         collectionId: collection.id, collection: name, createdAt: record.createdAt, updatedAt: record.updatedAt)
                    .insert(db)
                placements += zip(photos, names).map { ($0, $1) }
                id += 1
            }
            return (ImportSummary(kind: Tree.kind, count: records.count, photoCount: placements.count, collection: name), placements)
        }
    }

    private func importIssues(_ records: [IssueJSON], file: String) throws(StoreError) -> ImportSummary {
        let staged = try stageImportPhotos(records.map { $0.photo.map { [$0] } ?? [] }, file: file, field: "photo")
        return try insertWithPhotos(staged.flatMap { $0 }, "cannot import \(file)") { db in
            var placements: [(StagedPhoto, String)] = []
            var id = try Self.nextID(db, table: "issue")
            for (record, photos) in zip(records, staged) {
                let name = photos.first.map { "issue-\(id).\($0.format.fileExtension)" }
                try Issue(id: id, location: record.location.location, category: record.category,
                          description: try Self.required(record.description, "description"), photo: name,
                          createdAt: record.createdAt).insert(db)
                if let photo = photos.first, let name { placements.append((photo, name)) }
                id += 1
            }
            return (ImportSummary(kind: Issue.kind, count: records.count, photoCount: placements.count, collection: nil), placements)
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

    private static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
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
