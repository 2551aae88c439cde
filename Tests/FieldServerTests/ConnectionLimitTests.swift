@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The server holds at most ``ServerLimits/maximumConnections`` connections: one more is
/// closed as it opens, so clients that never finish their requests cannot use up its file
/// descriptors, and the connections it holds keep being served.
@Suite(.attacks("slow-connections")) struct ConnectionLimitTests {
    /// A request sent but for its last line end: the server waits for the rest.
    static let halfSent = "GET /api/collections HTTP/1.1\r\nHost: 127.0.0.1\r\n"

    /// With a limit of 8 and with the default (256): the test client's connection and the
    /// connections opened here fill it, each shown to be held by a request it was answered;
    /// each then leaves a request half sent. One more is closed; a held one is still answered;
    /// once one of them closes, a new connection is answered.
    @Test(arguments: [8, nil])
    func connectionsPastTheLimitAreClosedAsTheyOpen(limit: Int?) async throws {
        var limits = ServerLimits(idleTimeout: 600)
        if let limit { limits.maximumConnections = limit }
        let maximum = limits.maximumConnections
        #expect(maximum == limit ?? 256)
        let harness = try ServerHarness(settings: ServerSettings(port: 0, limits: limits))
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            // The test client's own connection, held from here on.
            #expect(try await client.execute(uri: "/api/collections", method: .get).status == .ok)
            let held = try await Loopback.offPool {
                var held: [Int32] = []
                for _ in 1..<maximum {
                    guard let fd = Loopback.connect(port: port) else { break }
                    held.append(fd)
                    guard try LoopbackHTTP.request(on: fd, Self.halfSent + "\r\n").status == 200 else { break }
                    Loopback.write(Array(Self.halfSent.utf8), to: fd, chunk: 4096, pause: 0)
                }
                return held
            }
            var lastClosed = false
            defer { (lastClosed ? held.dropLast() : held[...]).forEach { close($0) } }
            try #require(held.count == maximum - 1)

            let refused = try #require(Loopback.connect(port: port), "the kernel accepts the connection, the server closes it")
            defer { close(refused) }
            #expect(try await Loopback.offPool { IdleTimeoutTests.closed(refused, within: 20) }, "a connection past the limit is closed")

            let finished = try await Loopback.offPool { try LoopbackHTTP.request(on: held[0], "\r\n") }
            #expect(finished.status == 200, "a held connection is still served")

            close(held[held.count - 1])
            lastClosed = true
            let answered = try await Loopback.offPool { () -> Int in
                let deadline = Date(timeIntervalSinceNow: 20)
                var status = 0
                while status != 200 && Date() < deadline {
                    status = (try? LoopbackHTTP.request(port: port, "GET", "/api/collections"))?.status ?? 0
                }
                return status
            }
            #expect(answered == 200, "once a connection closes, a new one is served")
        }
    }

    @Test func theLimitFitsTheProcesssOpenFileLimit() throws {
        #expect(ServerLimits().maximumConnections == ServerLimits.defaultMaximumConnections)
        #expect(try ServerSettings.maximumConnections(requested: nil, openFileLimit: 1024) == 256)
        #expect(try ServerSettings.maximumConnections(requested: nil, openFileLimit: .max) == 256)
        #expect(try ServerSettings.maximumConnections(requested: nil, openFileLimit: 256) == 96, "less room, a lower default")
        #expect(try ServerSettings.maximumConnections(requested: 480, openFileLimit: 1024) == 480)
        let tooMany = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings.maximumConnections(requested: 1100, openFileLimit: 1024) }
        #expect(tooMany?.description.contains("at most 480") == true)
        #expect(tooMany?.description.contains("ulimit -n") == true)
        for bad in [0, -3] {
            let refused = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings.maximumConnections(requested: bad, openFileLimit: 1024) }
            #expect(refused?.description == "--max-connections must be a positive number, not \(bad)")
        }
        #expect(throws: ServerSettings.Invalid.self) { try ServerSettings.maximumConnections(requested: nil, openFileLimit: 60) }
    }
}
