import CSystemIO
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal in raw mode that stands in for a receiver's serial device: bytes
/// written here are read from ``path``. When no one reads and its buffer fills, the unread
/// (stale) bytes are discarded, as a receiver's UART would overrun.
public final class PseudoTerminal {
    /// The master side, written to (non-blocking).
    private let master: Int32
    /// The slave side, held open so the terminal outlives its readers.
    private let slave: Int32
    /// The device path to give readers, such as /dev/pts/3.
    public let path: String

    /// Opens a new pseudo-terminal.
    /// - Throws: ``SystemError`` when the system has none to give or it cannot be set up.
    public init() throws(SystemError) {
        var name = [CChar](repeating: 0, count: 128)
        let fd = CSystemIO_openPseudoTerminal(&name, name.count)
        guard fd >= 0 else { throw SystemError("create a pseudo-terminal") }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let peer = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard peer >= 0 else {
            let error = SystemError("open \(path)")
            close(fd)
            throw error
        }
        var settings = termios()
        tcgetattr(peer, &settings)
        cfmakeraw(&settings)
        tcsetattr(peer, TCSANOW, &settings)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        master = fd
        slave = peer
        self.path = path
    }

    /// Writes `bytes`; when the buffer is full, drops what no one read and writes again.
    /// - Throws: ``SystemError`` when writing fails otherwise.
    public func write(_ bytes: [UInt8]) throws(SystemError) {
        do throws(SystemError) {
            try FileDescriptor(master).writeAll(bytes)
        } catch where error.code == EAGAIN {
            tcflush(slave, TCIFLUSH)
            try FileDescriptor(master).writeAll(bytes)
        }
    }

    deinit {
        close(slave)
        close(master)
    }
}
