#if canImport(Glibc)
import Glibc
#endif

/// A file written whole or not at all, and durably: the one writer of the files FieldFix
/// means to keep (plots, exports, recovery files, the store's photos).
///
/// It is opened under a temporary name beside its path before any work, so an unwritable
/// path fails at once and the final rename stays inside one folder. The contents are given
/// at once (``commit(_:)-(String)``) or streamed (``write(_:)-(UnsafeRawBufferPointer)``,
/// then ``commit()``). On commit the file is flushed to the disk (`fsync`), renamed, and its
/// folder flushed too, so that once the commit returns the file survives a crash or a power
/// cut. An earlier file of that name is replaced only by complete contents: a failed write,
/// ``abandon()`` or a file released uncommitted removes the temporary file and leaves the
/// earlier one as it was.
///
/// A file whose final name is only known later (a photo, named by the record a transaction
/// inserts) is created by ``init(staging:what:)``, flushed by ``seal()``, named by
/// ``rename(_:to:what:)`` and made durable by ``sync(folder:)`` once its folder's renames
/// are done.
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

    /// The path given: the final name, or for a staged file its temporary one.
    public let path: String
    /// The name the contents are written under until the commit, in the folder of ``path``.
    public let temporaryPath: String
    private let what: String
    /// The open temporary file; -1 once sealed, committed or abandoned.
    private var descriptor: Int32

    /// Creates the temporary file beside `path` (`PATH.partial-PID`); `what` names the file
    /// in errors.
    ///
    /// - Throws: ``Failure`` when the folder is missing or not writable.
    public init(path: String, what: String) throws(Failure) {
        self.path = path
        self.what = what
        temporaryPath = path + ".partial-\(getpid())"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, what: what, errno: errno) }
    }

    /// Creates `temporaryPath` itself, exclusively, for contents whose final name is chosen
    /// later: ``seal()`` then keeps the file under that name.
    ///
    /// - Throws: ``Failure`` naming `temporaryPath` when it exists or cannot be created.
    public init(staging temporaryPath: String, what: String) throws(Failure) {
        path = temporaryPath
        self.what = what
        self.temporaryPath = temporaryPath
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: temporaryPath, what: what, errno: errno) }
    }

    /// Appends bytes to the temporary file.
    ///
    /// - Throws: ``Failure`` when a write fails (a full disk, a file-size limit); the
    ///   temporary file is then removed and nothing more can be written.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard descriptor >= 0 else { throw Failure(path: path, what: what, errno: EBADF) }
        do throws(SystemError) {
            try FileDescriptor(descriptor).writeAll(bytes)
        } catch {
            throw fail(error.code)
        }
    }

    /// Appends bytes; see ``write(_:)-(UnsafeRawBufferPointer)``.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        if let failure = bytes.withUnsafeBytes({ failureOf(writing: $0) }) { throw failure }
    }

    /// Appends text as UTF-8; see ``write(_:)-(UnsafeRawBufferPointer)``.
    public func write(_ text: String) throws(Failure) {
        var text = text
        if let failure = text.withUTF8({ failureOf(writing: UnsafeRawBufferPointer($0)) }) { throw failure }
    }

    /// Writes the whole contents and gives the file its final name.
    ///
    /// - Throws: ``Failure`` as ``write(_:)-(UnsafeRawBufferPointer)`` and ``commit()``.
    public func commit(_ text: String) throws(Failure) {
        try write(text)
        try commit()
    }

    /// Writes the whole contents, as bytes, and gives the file its final name.
    ///
    /// - Throws: ``Failure`` as ``commit(_:)-(String)``.
    public func commit(_ bytes: [UInt8]) throws(Failure) {
        try write(bytes)
        try commit()
    }

    /// Flushes what was written to the disk, gives the file its final name and flushes the
    /// folder, in that order: no crash can leave the name on incomplete contents.
    ///
    /// - Throws: ``Failure`` when the flush, the close or the rename fails (the temporary
    ///   file is then removed).
    public func commit() throws(Failure) {
        try seal()
        guard Glibc.rename(temporaryPath, path) == 0 else { throw fail(errno) }
        Self.syncFolder(of: path)
    }

    /// Flushes what was written to the disk and closes the file, which stays under
    /// ``temporaryPath`` for ``rename(_:to:what:)``; removing it is then the caller's part.
    ///
    /// - Throws: ``Failure`` when the flush or the close fails (the file is then removed).
    public func seal() throws(Failure) {
        guard descriptor >= 0 else { throw Failure(path: path, what: what, errno: EBADF) }
        guard fsync(descriptor) == 0 else { throw fail(errno) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw fail(errno) }
    }

    /// Gives up the file: the temporary file is closed and removed, an earlier file of the
    /// final name stays as it was. Does nothing once committed or sealed.
    public func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }

    /// Renames a sealed file (``seal()``) inside its folder; the rename is durable once
    /// ``sync(folder:)`` has flushed the folder.
    ///
    /// - Throws: ``Failure`` naming `path` and `what` when the rename fails.
    public static func rename(_ sealedPath: String, to path: String, what: String) throws(Failure) {
        guard Glibc.rename(sealedPath, path) == 0 else { throw Failure(path: path, what: what, errno: errno) }
    }

    /// Creates `folder` and the missing folders above it, flushing the folder that holds
    /// each new one, so that a file made durable in `folder` is not lost with its folder.
    ///
    /// - Throws: ``Failure`` naming the folder that could not be created.
    public static func createFolders(_ folder: String, what: String) throws(Failure) {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", current != ".", access(current, F_OK) != 0 {
            missing.append(current)
            current = parent(of: current)
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw Failure(path: path, what: what, errno: errno) }
            syncFolder(of: path)
        }
        guard isFolder(folder) else { throw Failure(path: folder, what: what, errno: ENOTDIR) }
    }

    /// Flushes the folder that holds `path`, so that a rename in it is on the disk.
    public static func syncFolder(of path: String) {
        sync(folder: parent(of: path))
    }

    /// Flushes `folder`, so that the names created or renamed in it are on the disk (a
    /// folder that cannot be opened, as on some file systems, is left as it is).
    public static func sync(folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// The folder that holds `path` (`.` for a bare name).
    private static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Appends bytes, returning the failure instead of throwing it (for the `withUnsafeBytes`
    /// family, whose closures cannot throw a typed error).
    public func failureOf(writing bytes: UnsafeRawBufferPointer) -> Failure? {
        do throws(Failure) {
            try write(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Removes the temporary file after a failed call, giving the failure for `code`.
    private func fail(_ code: Int32) -> Failure {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
        return Failure(path: path, what: what, errno: code)
    }

    deinit {
        // Neither committed nor sealed: no contents, no temporary file left behind.
        abandon()
    }
}
