@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A connection that sends nothing, or leaves its request half sent, is closed: a crowd of
/// silent clients cannot hold the server's connections.
@Suite struct IdleTimeoutTests {
    /// Whether the peer closes `fd` within `seconds`.
    static func closed(_ fd: Int32, within seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var byte: UInt8 = 0
        while Date() < deadline {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            if read(fd, &byte, 1) <= 0 { return true }
        }
        return false
    }

    @Test(.attacks("slow-connections")) func silentAndHalfSentConnectionsAreClosed() async throws {
        let settings = ServerSettings(port: 0, limits: ServerLimits(idleTimeout: 0.5))
        let harness = try ServerHarness(settings: settings)
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            for opening in ["", "GET /api/trees HTTP/1.1\r\nHost: 127.0.0.1\r\n"] {
                let fd = try #require(Loopback.connect(port: port))
                defer { close(fd) }
                Loopback.write(Array(opening.utf8), to: fd)
                let closed = try await Loopback.offPool { Self.closed(fd, within: 20) }
                #expect(closed, "\(opening.isEmpty ? "a silent connection" : "a half-sent request")")
            }
            // A whole request on a new connection is answered (the test client's own, idle
            // meanwhile, was closed too).
            #expect(try await Loopback.offPool { try LoopbackHTTP.request(port: port, "GET", "/api/trees") }.status == 200)
        }
    }

    /// A body that breaks HTTP itself (here a chunk size that is not hexadecimal) is the
    /// client's error, answered in the API's JSON shape.
    @Test(.attacks("oversized-requests")) func aBadChunkSizeIsABadRequest() async throws {
        let harness = try ServerHarness()
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            let request = "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"
            let answer = try await Loopback.offPool { try LoopbackHTTP.exchange(port: port, Array(request.utf8)) }
            #expect(answer.status == 400)
            #expect(answer.headers["content-type"] == "application/json")
            #expect(answer.object["error"] as? String == "badRequest")
        }
    }
}
