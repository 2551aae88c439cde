import FieldStore
import Foundation
import Output
import Positioning
import SystemIO
import TextEncoding

/// A record that was captured but could not be saved, written as a one-record JSON export
/// by the export's own writer (``RecordJSON``, photos embedded), so that importing the file
/// (`RecordStore.importRecords`) saves it once the cause is fixed: the wait for the fix and
/// the frozen location are never lost.
public enum RecoveryFile {
    /// Where a recovery file was written, and the photos it could not carry.
    public struct Written: Sendable {
        /// The file's path.
        public var path: String
        /// Photo paths that could not be read as images of at most 20 MiB.
        public var photosLeftOut: [String]
    }

    /// Where a capture that could not be saved into the store at `storePath` keeps its
    /// recovery file, in order: `unsaved` in the store's folder, then the temporary folder.
    public static func folders(storePath: String) -> [String] {
        [storePath + "/unsaved", FileManager.default.temporaryDirectory.path]
    }

    /// Writes a tree that could not be saved into the first of `folders` that takes it.
    ///
    /// - Parameter collection: the collection's name, when one was chosen.
    /// - Throws: ``StoreError`` (`io`) when no folder takes the file.
    public static func write(_ tree: NewTree, collection: String?, at location: CapturedLocation, folders: [String],
                             now: Date = Date()) throws(StoreError) -> Written {
        let stamp = Timestamp.truncated(now)
        var record = Tree(uid: UUID(), location: location, species: tree.species, variety: tree.variety,
                          rootstock: tree.rootstock, notes: tree.notes, createdAt: stamp, updatedAt: stamp, context: tree.context)
        record.collection = collection
        let (photos, left) = embed(tree.photos)
        var json = JSONWriter()
        RecordJSON.write(record, photos: photos, to: &json)
        return try write(kind: Tree.kind, record: json.bytes, left: left, folders: folders, now: now)
    }

    /// Writes an issue that could not be saved into the first of `folders` that takes it.
    ///
    /// - Throws: ``StoreError`` (`io`) when no folder takes the file.
    public static func write(_ issue: NewIssue, at location: CapturedLocation, folders: [String],
                             now: Date = Date()) throws(StoreError) -> Written {
        let createdAt = Timestamp.truncated(now)
        let record = Issue(uid: UUID(), location: location, category: issue.category, description: issue.description,
                           createdAt: createdAt, updatedAt: createdAt, context: issue.context)
        let (photos, left) = embed(issue.photo.map { [$0] } ?? [])
        var json = JSONWriter()
        RecordJSON.write(record, photo: photos.first, to: &json)
        return try write(kind: Issue.kind, record: json.bytes, left: left, folders: folders, now: now)
    }

    /// The photos that can be carried, and the paths of those that cannot.
    private static func embed(_ paths: [String]) -> ([PhotoJSON], [String]) {
        var carried: [PhotoJSON] = []
        var left: [String] = []
        for path in paths {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), data.count <= RecordStore.maximumPhotoBytes,
                  let format = ImageFormat(magic: data) else { left.append(path); continue }
            carried.append(PhotoJSON(file: "recovered-\(carried.count + 1).\(format.fileExtension)", format: format, data: data))
        }
        return (carried, left)
    }

    private static func write(kind: String, record: [UInt8], left: [String], folders: [String], now: Date) throws(StoreError) -> Written {
        let start = RecordJSON.documentStart(kind: kind, exportedAt: now, collection: nil) + "\n"
        let end = RecordJSON.documentEnd(count: 1)
        // `unsaved-tree_2026-11-24_151200_1a2b3c4d.json`: the random part keeps two in one second apart.
        let stamped = ExportTarget.fileName(kind: "unsaved-" + kind.dropLast(), collection: nil, date: now, format: .json)
        let name = stamped.dropLast(5) + "_" + UUID().uuidString.prefix(8).lowercased() + ".json"
        var failures: [String] = []
        for folder in folders {
            let path = folder + "/" + name
            do throws(AtomicFile.Failure) {
                try AtomicFile.createFolders(folder, what: "the recovery folder")
                // Whole and on the disk, or not there at all: a full disk leaves no truncated copy.
                let file = try AtomicFile(path: path, what: "the recovery file")
                try file.write(start)
                try file.write(record)
                try file.commit(end)
                return Written(path: path, photosLeftOut: left)
            } catch {
                failures.append(error.description)
            }
        }
        throw StoreError(.io, "no folder takes the recovery file: " + failures.joined(separator: "; "))
    }
}
