import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Why SQLite could not write, when the file system is the cause. SQLite reports a full
/// disk met while growing its shared-memory file as a bare "disk I/O error"; this names
/// the real cause for people.
enum FileSystemCondition {
    /// Below this many free bytes the file system counts as full (SQLite grows its files
    /// in steps of pages and 32 KiB shared-memory regions).
    static let nearlyFullBytes: UInt64 = 256 * 1024

    /// `" (the file system holding DIR is full)"` or `"… is read-only"` when `error` is a
    /// SQLite I/O, full, can't-open or read-only error and the file system holding
    /// `directory` is in that state; an empty string otherwise.
    static func explanation(of error: any Error, directory: String) -> String {
        guard let error = error as? DatabaseError,
              [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) else { return "" }
        var info = statvfs()
        guard statvfs(directory, &info) == 0 else { return "" }
        if info.f_flag & UInt(ST_RDONLY) != 0 { return " (the file system holding \(directory) is read-only)" }
        let free = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        guard free < nearlyFullBytes else { return "" }
        return " (no space left on device: \(free / 1024) KiB free on the file system holding \(directory))"
    }
}
