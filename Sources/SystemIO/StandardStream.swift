/// Standard output or error, written with `write(2)`, unbuffered.
public struct StandardStream: Sendable {
    /// Standard output.
    public static let output = StandardStream(fd: 1)
    /// Standard error.
    public static let error = StandardStream(fd: 2)
    /// The file descriptor.
    public let fd: Int32

    /// Writes all of `text`; returns `false` when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    public func write(_ text: String) -> Bool {
        (try? FileDescriptor(fd).writeAll(text)) != nil
    }
}
