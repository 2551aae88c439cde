import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Loopback sockets, pseudo-terminals and writers for the tests.
public enum Loopback {
    /// A listening TCP socket on 127.0.0.1 and a free port. SIGPIPE is ignored from then
    /// on: the test's server may still be writing when the source under test hangs up.
    public static func tcpListener() -> (fd: Int32, port: Int) {
        signal(SIGPIPE, SIG_IGN)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let port = bindLoopback(fd)
        listen(fd, 4)
        return (fd, port)
    }

    /// Accepts one connection; the socket is close-on-exec (gpsfake started by other tests
    /// must not keep it open).
    public static func accept(_ listener: Int32) -> Int32 {
        let fd = Glibc.accept(listener, nil, nil)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// A TCP port on 127.0.0.1 that nothing listens on now, as the kernel picks it.
    public static func unusedTCPPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        return bindLoopback(fd)
    }

    /// A TCP port on 127.0.0.1 for a server that stops and starts again on one port, by the
    /// project's one rule for such ports, scripts/free_port.py (which the scripts and gpsfake's
    /// starter use too): below the kernel's range of ephemeral ports, free now, and handed
    /// out to no other test on this machine in the last minutes. A port the kernel picks lies
    /// in that range, where any outgoing connection on the machine may be given it while the
    /// server is down (seen in CI: gpsd then could not bind it again).
    public static func portOutsideEphemeralRange() throws -> Int {
        let script = RecordedLogs.projectRoot.appendingPathComponent("scripts/free_port.py").path
        let result = try Program("/usr/bin/python3", [script]).run(timeout: 60)
        guard result.status == 0, let port = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ProgramError.ended(program: "python3 \(script)", awaited: "a port", result: result)
        }
        return port
    }

    /// A close-on-exec TCP connection to 127.0.0.1:`port`, or `nil` when nothing accepts one.
    public static func connect(port: Int) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        if connected { return fd }
        close(fd)
        return nil
    }

    /// A UDP port nothing is bound to now.
    public static func freeUDPPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        return bindLoopback(fd)
    }

    /// Sends each of `datagrams` to 127.0.0.1:`port`.
    public static func send(datagrams: [[UInt8]], to port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: port)
        for datagram in datagrams {
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(fd, datagram, datagram.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            usleep(5_000)
        }
    }

    /// Writes `bytes` in chunks of `chunk` bytes, pausing `pause` seconds between chunks.
    public static func write(_ bytes: [UInt8], to fd: Int32, chunk: Int = 64, pause: Double = 0.002) {
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunk, bytes.count)
            let written = bytes[offset..<end].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
            usleep(UInt32(pause * 1_000_000))
        }
    }

    /// A pseudo-terminal pair: the controlling side's descriptor and the device path of the other.
    public static func pseudoTerminal() -> (master: Int32, path: String) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        _ = ioctl(master, UInt(0x4004_5431), &unlock)  // TIOCSPTLCK
        _ = ioctl(master, UInt(0x8004_5430), &number)  // TIOCGPTN
        return (master, "/dev/pts/\(number)")
    }

    /// Waits until the reader of the pseudo-terminal at `path` has read all that was written
    /// to it (its input queue, `FIONREAD` on the device, is empty), `timeout` seconds at most;
    /// whether it has. A test closes the controlling side only then: the device reports the
    /// hang-up at once, and input not read by then is lost.
    @discardableResult
    public static func waitUntilRead(terminal path: String, timeout: Double = 30) -> Bool {
        let fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let deadline = Date().addingTimeInterval(timeout)
        var queued: Int32 = 0
        while ioctl(fd, UInt(FIONREAD), &queued) == 0 && queued > 0 {
            guard Date() < deadline else { return false }
            usleep(1_000)  // the queue drains as the reader reads: nothing to wake on but time
        }
        return true
    }

    /// Runs `body` on a new thread (the test's servers block).
    public static func background(_ body: @escaping @Sendable () -> Void) {
        Thread { body() }.start()
    }

    /// What `body` returns, run on a new thread: a test's blocking socket calls must not
    /// hold one of the cooperative pool's few threads, which the server under test needs.
    public static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// Binds `fd` to 127.0.0.1:`port` (0: a port the kernel picks) and returns the port it
    /// is bound to: 0 when the bind failed.
    private static func bindLoopback(_ fd: Int32, port: Int = 0) -> Int {
        var address = loopback(port: port)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                _ = bind(fd, $0, length)
                _ = getsockname(fd, $0, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
