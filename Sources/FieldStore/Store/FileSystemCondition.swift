import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Why SQLite could not write, when the file system, a file of the store this user may not
/// write (often a `-wal` or `-shm` file left by another user), or a file-size limit is the cause.
/// SQLite reports a full disk met while growing its shared-memory file, or a write past
/// `ulimit -f`, as a bare "disk I/O error"; this names the real cause for people.
enum FileSystemCondition {
    /// Below this many free bytes the file system counts as full (SQLite grows its files
    /// in steps of pages and 32 KiB shared-memory regions).
    static let nearlyFullBytes: UInt64 = 256 * 1024

    /// A parenthesised cause to append to the message of `error`, when it is a SQLite I/O,
    /// full, can't-open or read-only error and the file system holding `directory` is
    /// read-only or full, or the process has a file-size limit; an empty string otherwise.
    static func explanation(of error: any Error, directory: String) -> String {
        guard let error = error as? DatabaseError,
              [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) else { return "" }
        var info = statvfs()
        guard statvfs(directory, &info) == 0 else { return "" }
        if info.f_flag & UInt(ST_RDONLY) != 0 { return " (the file system holding \(directory) is read-only)" }
        if let file = RecordStore.unwritableFile(in: directory) {
            return " (\(file) is not writable by this user: give it back to the store's owner or make it writable, "
                + "for example with chown or chmod u+w, then run the command again)"
        }
        let free = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        if free < nearlyFullBytes {
            return " (no space left on device: \(free / 1024) KiB free on the file system holding \(directory))"
        }
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            return " (files are limited to \(UInt64(limit.rlim_cur) / 1024) KiB for this process: ulimit -f)"
        }
        return ""
    }
}
