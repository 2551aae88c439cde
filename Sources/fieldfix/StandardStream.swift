import SystemIO

/// Standard output or error, written with `write(2)`, unbuffered.
struct StandardStream {
    /// Standard output.
    static let output = StandardStream(fd: 1)
    /// Standard error.
    static let error = StandardStream(fd: 2)
    let fd: Int32

    /// Writes all of `text`; returns `false` when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    func write(_ text: String) -> Bool {
        (try? FileDescriptor(fd).writeAll(text)) != nil
    }
}
