#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor, written with `write(2)`: the one write loop of FieldFix.
public struct FileDescriptor: Hashable, Sendable {
    /// The descriptor number.
    public let rawValue: Int32

    /// Wraps a descriptor; nothing is opened or closed.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// Standard output.
    public static let standardOutput = FileDescriptor(STDOUT_FILENO)
    /// Standard error.
    public static let standardError = FileDescriptor(STDERR_FILENO)

    /// Writes every byte, going on after short writes and after interruptions (`EINTR`).
    ///
    /// - Throws: ``SystemError`` with the `errno` that stopped it (`EPIPE` when the reader
    ///   has gone, `EAGAIN` when a non-blocking descriptor is full, `ENOSPC`...).
    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemError("write")
            }
            offset += written
        }
    }

    /// Writes every byte of `bytes`; see ``writeAll(_:)-(UnsafeRawBufferPointer)``.
    public func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        let failure = bytes.withUnsafeBytes { raw in failureOf(raw) }
        if let failure { throw failure }
    }

    /// Writes `text` as UTF-8; see ``writeAll(_:)-(UnsafeRawBufferPointer)``.
    public func writeAll(_ text: String) throws(SystemError) {
        var text = text
        let failure = text.withUTF8 { raw in failureOf(UnsafeRawBufferPointer(raw)) }
        if let failure { throw failure }
    }

    /// Writes every byte; the error instead of throwing it (for the `withUnsafeBytes` family,
    /// whose closures cannot throw a typed error).
    public func failureOf(_ bytes: UnsafeRawBufferPointer) -> SystemError? {
        do throws(SystemError) {
            try writeAll(bytes)
            return nil
        } catch {
            return error
        }
    }
}
