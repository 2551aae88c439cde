import Foundation
import SystemIO
#if canImport(Glibc)
import Glibc
#endif

/// The photos folder beside the database: checked copies in, named by record id, removed with
/// their record, and orphans collected.
///
/// A photo is first written under a temporary name (`.tmp-PID-UUID.ext`), renamed to its final
/// name (`tree-ID-N.ext`, `issue-ID.ext`) inside the transaction that inserts its record, and
/// removed after the transaction that deletes it. A process killed at any point leaves at most
/// a temporary file of a dead process or a final name no committed record refers to; both are
/// collected by ``sweep(referenced:)`` when a store is next opened.
package struct PhotoFiles: Sendable {
    /// The largest photo accepted, bytes: 20 MiB.
    static let maximumBytes = RecordStore.maximumPhotoBytes

    /// The folder's path.
    package let directory: String

    /// The path of a file in the folder.
    package func path(_ name: String) -> String { directory + "/" + name }

    /// Reads an image file the user named, checks it, and writes it under a temporary name.
    ///
    /// - Throws: ``StoreError`` (`invalidPhoto`) naming the file when it is missing, not a
    ///   regular file, larger than ``maximumBytes``, or not a JPEG, PNG or HEIC image.
    func stage(file: String) throws(StoreError) -> StagedPhoto {
        _ = try RecordStore.checkPhoto(atPath: file)
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw StoreError(.invalidPhoto, "photo \(file): \(error.localizedDescription)")
        }
        return try stage(data: data, origin: "photo \(file)")
    }

    /// Checks image bytes (from an import) and writes them under a temporary name.
    ///
    /// - Parameter origin: where the bytes come from, for error messages.
    func stage(data: Data, origin: String) throws(StoreError) -> StagedPhoto {
        guard data.count <= PhotoFiles.maximumBytes else { throw tooLarge(origin, data.count) }
        guard let format = ImageFormat(magic: data) else {
            throw StoreError(.invalidPhoto, "\(origin): not a JPEG, PNG or HEIC image")
        }
        let name = ".tmp-\(getpid())-\(UUID().uuidString).\(format.fileExtension)"
        try writeDurably(data, to: path(name), origin: origin)
        return StagedPhoto(temporaryName: name, format: format)
    }

    /// Writes `data` to a new file and flushes it to disk (``AtomicFile/seal()``), so that a
    /// photo whose record is committed survives a power loss too.
    private func writeDurably(_ data: Data, to file: String, origin: String) throws(StoreError) {
        do throws(AtomicFile.Failure) {
            let staged = try AtomicFile(staging: file, what: "the photo")
            if let failure = data.withUnsafeBytes({ staged.failureOf(writing: $0) }) { throw failure }
            try staged.seal()
        } catch {
            throw StoreError(.io, "\(origin): \(error)")
        }
    }

    /// Flushes the folder's entries (the renames) to disk.
    func syncDirectory() {
        AtomicFile.sync(folder: directory)
    }

    /// Gives a staged photo its final name (durable once ``syncDirectory()`` has run).
    func place(_ photo: StagedPhoto, as name: String) throws(StoreError) {
        do throws(AtomicFile.Failure) {
            try AtomicFile.rename(path(photo.temporaryName), to: path(name), what: "the photo")
        } catch {
            throw StoreError(.io, "\(error)")
        }
    }

    /// Removes files of the folder by name; a file already gone is not an error. Nothing is
    /// removed through a folder that is a symbolic link: it could lead out of the store, to
    /// another user's files, whoever opens the store.
    func remove(_ names: some Sequence<String>) {
        guard !folderIsLink else { return }
        for name in names { unlink(path(name)) }
    }

    /// Whether the folder is a symbolic link (to wherever it points).
    var folderIsLink: Bool {
        var status = stat()
        return lstat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The files the store made that nothing refers to: final names not in `referenced`,
    /// and temporary files of processes that no longer run.
    func orphans(referenced: Set<String>) -> [String] {
        guard !folderIsLink, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { name in
            if name.hasPrefix(".tmp-") {
                let pid = name.dropFirst(5).prefix { $0 != "-" }
                guard let pid = pid_t(pid) else { return false }
                return kill(pid, 0) != 0 && errno == ESRCH
            }
            return (name.hasPrefix("tree-") || name.hasPrefix("issue-")) && !referenced.contains(name)
        }.sorted()
    }

    /// Removes the ``orphans(referenced:)``.
    ///
    /// Call it while holding the database's write lock, so that no other process is between
    /// renaming a photo and committing its record.
    ///
    /// - Returns: the names removed.
    func sweep(referenced: Set<String>) -> [String] {
        let orphans = orphans(referenced: referenced)
        remove(orphans)
        return orphans
    }

    private func tooLarge(_ origin: String, _ size: Int) -> StoreError {
        StoreError(.invalidPhoto, "\(origin): \(size) bytes is over the \(PhotoFiles.maximumBytes / 1024 / 1024) MiB photo limit")
    }
}
