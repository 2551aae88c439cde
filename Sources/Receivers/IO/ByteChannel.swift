#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor that bytes are read from: a file, stdin, a serial device, a
/// TCP connection or a UDP socket. It closes the descriptor when it goes away.
package final class ByteChannel {
    /// What one read brought.
    enum ReadResult: Equatable {
        /// `count` bytes were stored at the start of the buffer.
        case bytes(Int)
        /// Nothing arrived within the poll interval.
        case idle
        /// The other end closed (end of file, connection closed, terminal hung up).
        case endOfInput
        /// The read failed with `errno`.
        case failed(Int32)
    }

    /// The descriptor; owned.
    let fd: Int32
    /// Datagram sockets never end: a zero-length read is an empty datagram.
    private let isDatagram: Bool
    private let closesOnDeinit: Bool

    /// Takes ownership of `fd` (unless `closesOnDeinit` is false, as for stdin).
    package init(fd: Int32, isDatagram: Bool = false, closesOnDeinit: Bool = true) {
        self.fd = fd
        self.isDatagram = isDatagram
        self.closesOnDeinit = closesOnDeinit
    }

    deinit {
        if closesOnDeinit { _ = Glibc.close(fd) }
    }

    /// Waits up to `timeout` seconds for bytes, then reads what is there (the corresponding
    /// C functions are `poll` and `read`).
    func read(into buffer: UnsafeMutableRawBufferPointer, timeout: Double) -> ReadResult {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(timeout * 1000))
        if ready < 0 { return errno == EINTR ? .idle : .failed(errno) }
        if ready == 0 { return .idle }
        let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
        if count > 0 { return .bytes(count) }
        if count == 0 { return isDatagram ? .idle : .endOfInput }
        switch errno {
        case EINTR, EAGAIN: return .idle
        case EIO: return .endOfInput  // a terminal whose other side hung up
        case let code: return .failed(code)
        }
    }
}
