#if canImport(Glibc)
import Glibc
#endif

/// A file written whole or not at all, and durably: it is opened under a temporary name
/// beside its path before any work, so an unwritable path fails at once; when complete it is
/// flushed to the disk (`fsync`), renamed, and its folder flushed too, so that once
/// ``commit(_:)-(String)`` returns the file survives a crash or a power cut. An earlier file of
/// that name is replaced only by complete contents; a full disk leaves no partial file.
public final class AtomicFile {
    /// A file that could not be written.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path given.
        public var path: String
        /// What the file is, for the message ("the plot").
        public var what: String
        /// The C `errno` of the failed call.
        public var errno: Int32

        public var description: String { "cannot write \(what) \(path): \(String(cString: strerror(errno)))" }
    }

    /// The path given.
    public let path: String
    private let what: String
    private let temporaryPath: String
    private var descriptor: Int32

    /// Creates the temporary file beside `path`; `what` names the file in errors.
    ///
    /// - Throws: ``Failure`` when the folder is missing or not writable.
    public init(path: String, what: String) throws(Failure) {
        self.path = path
        self.what = what
        temporaryPath = path + ".partial-\(getpid())"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, what: what, errno: errno) }
    }

    /// Writes the whole contents and gives the file its final name.
    ///
    /// - Throws: ``Failure`` when a write, the close or the rename fails (the temporary file
    ///   is then removed).
    public func commit(_ text: String) throws(Failure) {
        var text = text
        if let failure = text.withUTF8({ commit(UnsafeRawBufferPointer($0)) }) { throw failure }
    }

    /// Writes the whole contents, as bytes, and gives the file its final name.
    ///
    /// - Throws: ``Failure`` as ``commit(_:)-(String)``.
    public func commit(_ bytes: [UInt8]) throws(Failure) {
        if let failure = bytes.withUnsafeBytes({ commit($0) }) { throw failure }
    }

    /// Writes, flushes, renames and flushes the folder; the failure, if any.
    private func commit(_ bytes: UnsafeRawBufferPointer) -> Failure? {
        do throws(SystemError) {
            try FileDescriptor(descriptor).writeAll(bytes)
        } catch {
            errno = error.code
            return fail()
        }
        guard fsync(descriptor) == 0 else { return fail() }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else { return fail() }
        Self.syncFolder(of: path)
        return nil
    }

    /// Flushes the folder that holds `path`, so that a rename in it is on the disk.
    public static func syncFolder(of path: String) {
        let slash = path.lastIndex(of: "/")
        sync(folder: slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ".")
    }

    /// Flushes `folder`, so that the names created or renamed in it are on the disk (a
    /// folder that cannot be opened, as on some file systems, is left as it is).
    public static func sync(folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private func fail() -> Failure {
        let failure = Failure(path: path, what: what, errno: errno)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
        return failure
    }

    deinit {
        // Not committed: no contents, no temporary file left behind.
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }
}
