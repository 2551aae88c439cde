#if canImport(Glibc)
import Glibc
#endif

/// A system call that failed: which, on what, and the `errno` it set.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done, for people: "write", "listen on 127.0.0.1:2947"...
    public var operation: String
    /// The `errno` value.
    public var code: Int32

    /// An error for `operation` with the given `errno` (the current one by default).
    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    /// "operation: reason", the reason being the system's text for the code.
    public var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
