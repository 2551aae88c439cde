#if canImport(Glibc)
import Glibc
#endif

/// Standard output or error, written with `write(2)`, unbuffered.
public struct StandardStream: Sendable {
    /// Standard output.
    public static let output = StandardStream(fd: 1)
    /// Standard error.
    public static let error = StandardStream(fd: 2)
    /// The file descriptor.
    public let fd: Int32

    /// Whether the stream is a terminal (a person reads it), not a file or a pipe.
    public var isTerminal: Bool { isatty(fd) == 1 }

    /// Writes all of `text`; returns `false` when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    public func write(_ text: String) -> Bool {
        (try? FileDescriptor(fd).writeAll(text)) != nil
    }

    /// Writes all of `bytes`; returns `false` when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (try? FileDescriptor(fd).writeAll(UnsafeRawBufferPointer(bytes))) != nil
    }
}
