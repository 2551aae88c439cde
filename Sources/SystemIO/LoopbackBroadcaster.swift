#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on 127.0.0.1 that sends the same bytes to every connected client. Clients
/// may connect at any time; those that fail or fall behind (a full socket buffer) are dropped.
public final class LoopbackBroadcaster {
    /// The listening socket (non-blocking).
    private let listener: Int32
    /// The connected clients.
    private var clients: [Int32] = []
    /// The port actually bound (the one asked for, or the one the system chose for 0).
    public let port: UInt16

    /// Listens on 127.0.0.1 at `port` (0: any free port).
    /// - Throws: ``SystemError`` when the port cannot be had.
    public init(port requested: UInt16) throws(SystemError) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemError("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            let error = SystemError("listen on 127.0.0.1:\(requested)")
            close(fd)
            throw error
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Accepts waiting clients, then sends `bytes` to every client.
    public func broadcast(_ bytes: [UInt8]) {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { break }
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            clients.append(client)
        }
        clients.removeAll { client in
            let sent = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent == bytes.count else {
                close(client)
                return true
            }
            return false
        }
    }

    deinit {
        clients.forEach { close($0) }
        close(listener)
    }
}
