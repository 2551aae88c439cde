#if canImport(Glibc)
import Glibc
#endif

/// A file (or standard input for `-`) read in chunks of 1 MiB, never whole.
public final class InputFile {
    /// A file that could not be opened or read.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path given.
        public var path: String
        /// The C `errno` of the failed call.
        public var errno: Int32

        public var description: String { "\(path): \(String(cString: strerror(errno)))" }
    }

    private let path: String
    private let fd: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 20)

    /// Opens `path`, or standard input for `-`.
    ///
    /// - Throws: ``Failure`` when the file cannot be opened.
    public init(_ path: String) throws(Failure) {
        self.path = path
        fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, errno: errno) }
    }

    deinit {
        if fd != STDIN_FILENO { close(fd) }
    }

    /// The next chunk, or `nil` at the end of the file.
    ///
    /// - Throws: ``Failure`` when reading fails.
    public func read() throws(Failure) -> ArraySlice<UInt8>? {
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count > 0 { return chunk[0..<count] }
            if count == 0 { return nil }
            if errno != EINTR { throw Failure(path: path, errno: errno) }
        }
    }
}
