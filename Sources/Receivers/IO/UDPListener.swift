#if canImport(Glibc)
import Glibc
#endif

/// Receives NMEA datagrams on a local port.
enum UDPListener {
    /// Binds a UDP socket to `host:port` (`host` `nil`: every address).
    ///
    /// - Throws: ``SourceError`` with ``SourceError/Code/unknownHost`` or
    ///   ``SourceError/Code/bindFailed``.
    static func bind(host: String?, port: Int, source: String) throws(SourceError) -> ByteChannel {
        let fd = try SocketAddress.withEachAddress(
            host: host, port: port, type: Int32(SOCK_DGRAM.rawValue), passive: true, source: source
        ) { (address) throws(SourceError) -> Int32 in
            let info = address.pointee
            let fd = socket(info.ai_family, info.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.ai_protocol)
            guard fd >= 0 else { throw .system(.bindFailed, source: source, call: "socket", errno: errno) }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            guard Glibc.bind(fd, info.ai_addr, info.ai_addrlen) == 0 else {
                let code = errno
                _ = close(fd)
                throw .system(.bindFailed, source: source, call: "bind port \(port)", errno: code)
            }
            return fd
        }
        return ByteChannel(fd: fd, isDatagram: true)
    }
}
