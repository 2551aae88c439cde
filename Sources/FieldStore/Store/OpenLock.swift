#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a file beside the database, held while a store is opened, so that
/// two processes do not migrate the same database at once. The kernel drops it if the process dies.
struct OpenLock {
    let fd: Int32

    init(path: String) throws(StoreError) {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        // A store that may only be read can still be locked (flock needs no write access).
        if fd < 0 && (errno == EACCES || errno == EROFS) { fd = open(path, O_RDONLY | O_CLOEXEC) }
        self.fd = fd
        guard fd >= 0 else { throw StoreError(.cannotOpen, "cannot open \(path): \(String(cString: strerror(errno)))") }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let message = String(cString: strerror(errno))
                close(fd)
                throw StoreError(.cannotOpen, "cannot lock \(path): \(message)")
            }
        }
    }

    func release() {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
