#if canImport(Glibc)
import Glibc
#endif

/// The SVG file a `--plot` option names. It is opened (under a temporary name beside it)
/// before any work, so an unwritable path fails at once, and renamed when the picture is
/// complete; an earlier file of that name is replaced only by a complete picture.
final class PlotFile {
    /// A plot file that could not be written.
    struct Failure: Error, CustomStringConvertible {
        /// The path given.
        var path: String
        /// The C `errno` of the failed call.
        var errno: Int32

        var description: String { "cannot write the plot \(path): \(String(cString: strerror(errno)))" }
    }

    /// The path given.
    let path: String
    private let temporaryPath: String
    private var descriptor: Int32

    /// Creates the temporary file beside `path`.
    ///
    /// - Throws: ``Failure`` when the folder is missing or not writable.
    init(path: String) throws(Failure) {
        self.path = path
        temporaryPath = path + ".partial-\(getpid())"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, errno: errno) }
    }

    /// Writes the whole picture and gives the file its final name.
    ///
    /// - Throws: ``Failure`` when a write, the close or the rename fails (the temporary file
    ///   is then removed).
    func commit(_ svg: String) throws(Failure) {
        var bytes = Array(svg.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw fail() }
            bytes = bytes.dropFirst(written)
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else { throw fail() }
    }

    private func fail() -> Failure {
        let failure = Failure(path: path, errno: errno)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
        return failure
    }

    deinit {
        // Not committed: no picture, no temporary file left behind.
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }
}
