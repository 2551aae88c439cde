#if canImport(Glibc)
import Glibc
#endif

/// Connects to TCP servers that send NMEA (receivers, phone apps).
package enum TCPConnector {
    /// Connects to `host:port`, giving up after `timeout` seconds.
    ///
    /// - Throws: ``SourceError`` with ``SourceError/Code/unknownHost`` or
    ///   ``SourceError/Code/connectionFailed``.
    package static func connect(host: String, port: Int, timeout: Double, source: String) throws(SourceError) -> ByteChannel {
        let fd = try SocketAddress.withEachAddress(
            host: host, port: port, type: Int32(SOCK_STREAM.rawValue), passive: false, source: source
        ) { (address) throws(SourceError) -> Int32 in
            let info = address.pointee
            let fd = socket(info.ai_family, info.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), info.ai_protocol)
            guard fd >= 0 else { throw .system(.connectionFailed, source: source, call: "socket", errno: errno) }
            if Glibc.connect(fd, info.ai_addr, info.ai_addrlen) == 0 { return fd }
            guard errno == EINPROGRESS else {
                let code = errno
                _ = close(fd)
                throw .system(.connectionFailed, source: source, call: "connect \(host):\(port)", errno: code)
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, Int32(timeout * 1000))
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if ready > 0 { getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length) } else { failure = ETIMEDOUT }
            guard failure == 0 else {
                _ = close(fd)
                throw .system(.connectionFailed, source: source, call: "connect \(host):\(port)", errno: failure)
            }
            return fd
        }
        return ByteChannel(fd: fd)
    }
}
