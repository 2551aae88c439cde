import Foundation
import Synchronization
import Testing
@testable import SystemIO
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FileDescriptorTests {
    /// 1 MiB through a 64 KiB pipe: write(2) returns short counts whenever the reader lags,
    /// and every byte must still arrive, in order.
    @Test func writesEveryByteThroughShortWrites() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let reader = ends[0]
        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(reader, &buffer, buffer.count)
                if n <= 0 { break }
                received.withLock { $0.append(contentsOf: buffer[..<n]) }
                usleep(50)
            }
            done.signal()
        }.start()
        try FileDescriptor(ends[1]).writeAll(bytes)
        close(ends[1])
        done.wait()
        close(reader)
        #expect(received.withLock { $0 } == bytes)
    }

    @Test func aClosedReaderIsATypedErrorNamingTheCall() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        signal(SIGPIPE, SIG_IGN)
        #expect(throws: SystemError("write", code: EPIPE)) { try FileDescriptor(ends[1]).writeAll("lost") }
        close(ends[1])
    }
}

@Suite struct PseudoTerminalTests {
    @Test func bytesWrittenAreReadFromItsPath() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.path.hasPrefix("/dev/pts/"))
        let reader = open(terminal.path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try terminal.write(Array("$GPGGA\r\n".utf8))
        var buffer = [UInt8](repeating: 0, count: 64)
        // Until the bytes are there to read, 10 s at most.
        var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 10_000) == 1)
        let n = read(reader, &buffer, buffer.count)
        #expect(n == 8 && String(decoding: buffer[..<max(n, 0)], as: UTF8.self) == "$GPGGA\r\n")
    }
}

@Suite struct LoopbackBroadcasterTests {
    @Test func everyClientGetsTheSameBytes() throws {
        let server = try LoopbackBroadcaster(port: 0)
        #expect(server.port != 0)
        let clients = try (0..<2).map { _ in try #require(connectLoopback(port: server.port)) }
        defer { clients.forEach { close($0) } }
        server.broadcast(Array("hello\n".utf8))
        for client in clients {
            var buffer = [UInt8](repeating: 0, count: 16)
            let n = read(client, &buffer, buffer.count)
            #expect(n == 6 && buffer.starts(with: Array("hello\n".utf8)))
        }
    }

    @Test func aTakenPortIsAnErrorNamingIt() throws {
        let first = try LoopbackBroadcaster(port: 0)
        #expect(throws: SystemError("listen on 127.0.0.1:\(first.port)", code: EADDRINUSE)) {
            _ = try LoopbackBroadcaster(port: first.port)
        }
    }
}

/// A blocking TCP connection to 127.0.0.1.
func connectLoopback(port: UInt16) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    return connected == 0 ? fd : nil
}
