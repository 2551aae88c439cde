import Glibc

/// A file that could not be opened or read.
struct InputError: Error, CustomStringConvertible {
    /// The path given.
    var path: String
    /// The C `errno` of the failed call.
    var errno: Int32

    var description: String { "\(path): \(String(cString: strerror(errno)))" }
}
