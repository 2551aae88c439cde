#if canImport(Glibc)
import Glibc
#endif

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
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
