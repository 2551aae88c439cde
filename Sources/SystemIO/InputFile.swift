#if canImport(Glibc)
import Glibc
#endif

/// A file (or standard input for `-`) read in chunks of at most 1 MiB, never whole.
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
    /// The most bytes one ``read()`` returns.
    public static let chunkSize = 1 << 20
    private lazy var chunk = [UInt8](repeating: 0, count: InputFile.chunkSize)

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
        let count = try chunk.withUnsafeMutableBytes { buffer in Result { () throws(Failure) in try read(into: buffer) } }.get()
        return count > 0 ? chunk[0..<count] : nil
    }

    /// Reads the next bytes into `buffer` and returns how many it read, 0 at the end of the
    /// file: the caller's own buffer, so that the bytes are not copied again.
    ///
    /// - Throws: ``Failure`` when reading fails.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        while true {
            let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw Failure(path: path, errno: errno) }
        }
    }
}
