import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension RecordStore {
    /// Whether a store exists in `directory` (its database file is there). Nothing is created.
    public static func exists(at directory: String) -> Bool {
        var info = stat()
        return stat(directory + "/" + databaseFileName, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Opens the store in `directory` only when one exists there, so that a mistyped path
    /// never shows an empty new store; `hint` ends the message that says there is none
    /// (how one is made, where the path came from).
    ///
    /// - Throws: ``StoreError`` (`notFound`, "no store at DIRECTORY (HINT)") without creating
    ///   anything, or as ``init(directory:)``.
    public static func openExisting(at directory: String, hint: String) throws(StoreError) -> RecordStore {
        guard exists(at: directory) else { throw StoreError(.notFound, "no store at \(directory) (\(hint))") }
        return try RecordStore(directory: directory)
    }

    /// Opens the store in `directory`, creating it when there is none; `created` says whether it was.
    ///
    /// - Throws: as ``init(directory:)``.
    public static func openCreating(at directory: String) throws(StoreError) -> (store: RecordStore, created: Bool) {
        let existed = exists(at: directory)
        return (try RecordStore(directory: directory), !existed)
    }

    /// Checks that this process can write every file and folder a save needs (`photos/` only
    /// when the record has photos).
    ///
    /// - Throws: ``StoreError`` (`cannotOpen`) naming the first file or folder at fault
    ///   (the store folder, the database, its `-wal` or `-shm` file, or `photos/`) and what to do.
    public func checkWritable(photos: Bool) throws(StoreError) {
        guard let file = Self.unwritableFile(in: directory, photos: photos) else { return }
        let why = Self.isOnReadOnlyFileSystem(file) ? "is on a read-only file system" : "is not writable by this user"
        throw StoreError(.cannotOpen, "cannot save into the store \(directory): \(file) \(why); "
            + "make it writable (for example chown or chmod u+w) and run the command again")
    }

    /// The first of the store's folder, database, `-wal`, `-shm` and (with `photos`) `photos/`
    /// that exists and this process cannot write, or `nil`.
    static func unwritableFile(in directory: String, photos: Bool = true) -> String? {
        let database = directory + "/" + databaseFileName
        for path in [directory, database, database + "-wal", database + "-shm"] + (photos ? [directory + "/photos"] : []) {
            if access(path, F_OK) == 0 && access(path, W_OK) != 0 { return path }
        }
        return nil
    }

    private static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
        var info = statvfs()
        return statvfs(path, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }
}
