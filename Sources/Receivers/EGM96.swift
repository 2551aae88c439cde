#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Positioning

/// The EGM96 geoid's 15-minute grid, as Debian's `proj-data` package installs it, read from
/// disk at run time (the file is never part of FieldFix).
///
/// The file is ``defaultPath``, or the path in the environment variable
/// ``environmentVariable`` when it is set.
///
/// ```swift
/// let geoid = try EGM96.load()            // 721 × 1440 nodes, 4 MB
/// var pipeline = GNSSPipeline(geoid: geoid)
/// ```
public enum EGM96 {
    /// Where `proj-data` installs the grid.
    public static let defaultPath = "/usr/share/proj/egm96_15.gtx"
    /// The environment variable that names another grid file.
    public static let environmentVariable = "FIELDFIX_GEOID_GRID"

    /// The grid file to read: the environment variable's path when set and not empty, else
    /// ``defaultPath``.
    public static var path: String {
        if let value = getenv(environmentVariable), value.pointee != 0 { return String(cString: value) }
        return defaultPath
    }

    /// Reads the grid from ``path``, or from `path` when given.
    ///
    /// - Throws: ``GeoidGridError`` with the file's path: `.missing` when there is no such
    ///   file, `.unreadable` when it cannot be read, `.short` or `.corrupt` when it is not a
    ///   whole GTX grid.
    public static func load(path: String? = nil) throws(GeoidGridError) -> GeoidGrid {
        let path = path ?? self.path
        return try GeoidGrid(gtx: readFile(path), path: path)
    }

    /// The whole content of a file, read straight into an array of the size `fstat` gives
    /// (and on past it, should the file have grown).
    static func readFile(_ path: String) throws(GeoidGridError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw GeoidGridError(code == ENOENT ? .missing : .unreadable, path: path, detail: "open: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            while count < buffer.count {
                let read = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read > 0 {
                    count += read
                } else if read == 0 || errno != EINTR {
                    if read < 0 { failure = errno }
                    return
                }
            }
        }
        // A file longer than fstat said: the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: failure == nil && bytes.count == size + 1 ? 1 << 16 : 0)
        while !chunk.isEmpty {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        if let failure {
            throw GeoidGridError(.unreadable, path: path, detail: "read: \(String(cString: strerror(failure)))")
        }
        return bytes
    }
}
