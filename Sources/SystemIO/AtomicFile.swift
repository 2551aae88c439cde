#if canImport(Glibc)
import Glibc
#endif

/// A file written whole or not at all: it is opened under a temporary name beside its path
/// before any work, so an unwritable path fails at once, and renamed when complete; an
/// earlier file of that name is replaced only by complete contents.
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
        do throws(SystemError) {
            try FileDescriptor(descriptor).writeAll(text)
        } catch {
            errno = error.code
            throw fail()
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else { throw fail() }
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
