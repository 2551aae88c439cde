@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// Requests that the HTTP decoder refuses before any route sees them are answered in the
/// API's own shape: JSON with a code, the status that names the fault, and the security headers.
@Suite(.attacks("oversized-requests")) struct HeadErrorTests {
    /// What the server answers to `request` sent raw, on a new connection.
    static func answer(_ request: String) async throws -> LoopbackHTTP.Response {
        let harness = try ServerHarness()
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        return try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            return try await Loopback.offPool { try LoopbackHTTP.exchange(port: port, Array(request.utf8)) }
        }
    }

    static let longQuery = String(repeating: "a", count: 20_000)
    static let manyFields = (0..<120).map { "X-F\($0): c\r\n" }.joined()
    static let bigFields = (0..<60).map { "X-F\($0): " + String(repeating: "d", count: 700) + "\r\n" }.joined()
    static let cases: [(String, Int, String)] = [
        ("GET /api/trees?q=" + longQuery + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 414, "uriTooLong"),
        ("GET /api/trees HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: " + String(repeating: "b", count: 9_000) + "\r\n\r\n", 431, "headersTooLarge"),
        ("GET /api/trees HTTP/1.1\r\nHost: 127.0.0.1\r\n" + manyFields + "\r\n", 431, "headersTooLarge"),
        ("GET /api/trees HTTP/1.1\r\nHost: 127.0.0.1\r\n" + bigFields + "\r\n", 431, "headersTooLarge"),
        ("NOT HTTP AT ALL\r\n\r\n", 400, "badRequest"),
    ]

    @Test(arguments: cases)
    func aRefusedHeadIsAnsweredAsTheAPIDoes(request: String, status: Int, code: String) async throws {
        let answer = try await Self.answer(request)
        #expect(answer.status == status)
        #expect(answer.headers["content-type"] == "application/json")
        #expect(answer.headers["x-content-type-options"] == "nosniff")
        #expect(answer.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        #expect(answer.object["error"] as? String == code)
        #expect((answer.object["message"] as? String)?.isEmpty == false)
    }

    /// A request line that ends in a second read, after a first request on the connection, is
    /// still told from a header: the watcher starts each request's line afresh.
    @Test func aLongURLAfterAnAnsweredRequestIsStillTooLong() async throws {
        let first = "GET /api/trees HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        let second = "GET /api/trees?q=\(String(repeating: "a", count: 20_000)) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        let harness = try ServerHarness()
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            let raw = String(decoding: try await Loopback.offPool { try LoopbackHTTP.exchangeAll(port: port, Array((first + second).utf8)) }, as: UTF8.self)
            let statuses = raw.ranges(of: "HTTP/1.1 ").map { raw[$0.upperBound...].prefix(3) }
            #expect(statuses == ["200", "414"])
        }
    }
}
