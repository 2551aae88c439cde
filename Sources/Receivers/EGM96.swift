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

    /// The whole content of a file.
    static func readFile(_ path: String) throws(GeoidGridError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw GeoidGridError(code == ENOENT ? .missing : .unreadable, path: path, detail: "open: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw GeoidGridError(.unreadable, path: path, detail: "read: \(String(cString: strerror(code)))")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
