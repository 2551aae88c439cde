#if canImport(Glibc)
import Glibc
#endif

/// A file created, or emptied when it exists, for writing as a stream (a simulation's
/// output, its truth CSV); closed when released. Unlike ``AtomicFile`` a reader sees the
/// bytes as they are written.
public final class CreatedFile {
    /// The path given.
    public let path: String
    /// The open descriptor, for ``FileDescriptor/writeAll(_:)-(String)``.
    public let descriptor: FileDescriptor

    /// Creates or truncates the file at `path` (mode 0644).
    ///
    /// - Throws: ``SystemError`` "cannot write PATH: reason" when it cannot be opened.
    public init(path: String) throws(SystemError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError("cannot write \(path)") }
        self.path = path
        descriptor = FileDescriptor(fd)
    }

    deinit { close(descriptor.rawValue) }
}
