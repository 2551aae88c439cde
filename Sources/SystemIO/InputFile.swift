import Glibc

/// A file (or standard input for `-`) read in chunks of 1 MiB, never whole.
final class InputFile {
    private let path: String
    private let fd: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 20)

    /// Opens `path`.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened.
    init(_ path: String) throws {
        self.path = path
        fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard fd >= 0 else { throw InputError(path: path, errno: errno) }
    }

    deinit {
        if fd != STDIN_FILENO { close(fd) }
    }

    /// The next chunk, or `nil` at the end of the file.
    ///
    /// - Throws: ``InputError`` when reading fails.
    func read() throws -> ArraySlice<UInt8>? {
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count > 0 { return chunk[0..<count] }
            if count == 0 { return nil }
            if errno != EINTR { throw InputError(path: path, errno: errno) }
        }
    }
}
