@testable import FieldServer
import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import TestSupport

/// Who may use the API: loopback by default, the token (bearer or paired cookie) elsewhere,
/// and changes only from the server's own origin.
@Suite(.attacks("access")) struct AccessTests {
    static let token = "0123456789abcdef0123456789abcdef"

    @Test func offLoopbackEveryRequestNeedsTheTokenOrThePairedCookie() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: Self.token))
        // On every address, the URL names the machine's network address, where a phone can go.
        #expect(harness.server.pairingURL(port: 8080) == "http://\(LocalAddress.ipv4().first ?? "0.0.0.0"):8080/pair?token=\(Self.token)")
        try await harness.run { client in
            let anonymous = try await client.execute(uri: "/api/trees", method: .get)
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.object["error"] as? String == "unauthorized")
            #expect(try await client.execute(uri: "/api/trees", method: .get, headers: [.authorization: "Bearer wrong"]).status == .unauthorized)
            let bearer = try await client.execute(uri: "/api/trees", method: .get, headers: [.authorization: "Bearer \(Self.token)"])
            #expect(bearer.status == .ok)
            #expect(try await client.execute(uri: "/pair?token=nope", method: .get).status == .unauthorized)
            let paired = try await client.execute(uri: "/pair?token=\(Self.token)", method: .get,
                                                  headers: [.accept: "text/html,application/xhtml+xml,*/*;q=0.8"])
            #expect(paired.status == .seeOther, "a browser is sent on to the web app")
            #expect(paired.headers[.location] == "/")
            let cookie = try #require(paired.headers[.setCookie])
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            #expect(!cookie.contains(Self.token))
            let session = String(cookie.prefix { $0 != ";" })
            #expect(try await client.execute(uri: "/api/trees", method: .get, headers: [.cookie: session]).status == .ok)
            #expect(try await client.execute(uri: "/api/openapi.json", method: .get).status == .unauthorized)
        }
    }

    @Test func aProgramThatAsksForJSONIsPairedWithJSON() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: Self.token))
        try await harness.run { client in
            let paired = try await client.execute(uri: "/pair?token=\(Self.token)", method: .get, headers: [.accept: "application/json"])
            #expect(paired.status == .ok)
            #expect(paired.object["paired"] as? Bool == true)
            let session = String(try #require(paired.headers[.setCookie]).prefix { $0 != ";" })
            #expect(try await client.execute(uri: "/api/trees", method: .get, headers: [.cookie: session]).status == .ok)
            let wrong = try await client.execute(uri: "/pair?token=nope", method: .get, headers: [.accept: "text/html"])
            #expect(wrong.status == .unauthorized && wrong.headers[.setCookie] == nil)
        }
    }

    /// A change made with the session cookie must say it comes from this server: a page
    /// elsewhere could otherwise send one with the cookie and no Origin.
    @Test func changesMadeWithTheCookieMustSayWhereTheyComeFrom() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: Self.token))
        try await harness.run { client in
            let paired = try await client.execute(uri: "/pair?token=\(Self.token)", method: .get, headers: [.accept: "application/json"])
            let session = String(try #require(paired.headers[.setCookie]).prefix { $0 != ";" })
            let silent = try await client.send(.post, "/api/collections", json: #"{"name":"A"}"#, headers: [.cookie: session])
            #expect(silent.status == .forbidden && silent.object["error"] as? String == "forbiddenOrigin")
            let crossSite = try await client.send(.post, "/api/collections", json: #"{"name":"A"}"#,
                                                  headers: [.cookie: session, HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == .forbidden)
            #expect(try harness.store.collections().isEmpty)
            let sameOrigin = try await client.send(.post, "/api/collections", json: #"{"name":"A"}"#,
                                                   headers: [.cookie: session, HTTPField.Name("Sec-Fetch-Site")!: "same-origin"])
            #expect(sameOrigin.status == .created)
            let withOrigin = try await client.send(.post, "/api/collections", json: #"{"name":"B"}"#,
                                                   headers: [.cookie: session, .origin: "http://localhost"])
            #expect(withOrigin.status == .created)
            // A program with the token needs neither.
            let program = try await client.send(.post, "/api/collections", json: #"{"name":"C"}"#,
                                                headers: [.authorization: "Bearer \(Self.token)"])
            #expect(program.status == .created)
        }
    }

    @Test func onLoopbackThereIsNothingToPair() async throws {
        try await ServerHarness().run { client in
            let response = try await client.execute(uri: "/pair?token=anything", method: .get)
            #expect(response.status == .notFound && response.headers[.setCookie] == nil)
        }
    }

    @Test func changesFromAnotherOriginAreRefused() async throws {
        let harness = try ServerHarness()
        try await harness.run { client in
            let foreign = try await client.send(.post, "/api/collections", json: #"{"name":"Orchard"}"#, headers: [.origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            #expect(foreign.object["error"] as? String == "forbiddenOrigin")
            #expect(try harness.store.collections().isEmpty)
            let reading = try await client.execute(uri: "/api/collections", method: .get, headers: [.origin: "http://evil.example"])
            #expect(reading.status == .ok)
            let own = try await client.send(.post, "/api/collections", json: #"{"name":"Orchard"}"#, headers: [.origin: "http://localhost"])
            #expect(own.status == .created)
            #expect(try harness.store.collections().map(\.name) == ["Orchard"])
        }
    }

    @Test(arguments: [("127.0.0.1:8080", true), ("localhost", true), ("[::1]:80", true), ("evil.example:8080", false),
                      ("192.168.1.4:8080", false), ("127.0.0.1.evil.example", false)])
    func onlyLoopbackHostNamesAreAnsweredOnLoopback(host: String, answered: Bool) {
        #expect(AccessGuard.hostName(host).map(AccessGuard.isLoopback(name:)) == answered)
    }

    /// A `Host` is `name[:port]` and nothing else: what follows a loopback name cannot make
    /// another host of it, and such a request is refused on any address.
    @Test(arguments: ["localhost:80@evil.example", "127.0.0.1:8080/x", "localhost:", "localhost:99999", "[::1", "[::1]x",
                      "", "local host", "localhost:80:80", "[]:80"])
    func malformedHostsAreRefused(host: String) async throws {
        #expect(AccessGuard.hostName(host) == nil)
        let harness = try ServerHarness()
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let port = try #require(client.port)
            let request = Array("GET /api/trees HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
            let answer = try await Loopback.offPool { try LoopbackHTTP.exchange(port: port, request) }
            #expect(answer.status == 400, "Host \(host)")
        }
    }

    /// Wrong pairing tokens are throttled: past the limit even the right one waits.
    @Test func wrongPairingTokensAreThrottled() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: String(repeating: "a1", count: 16)))
        try await harness.run { client in
            let host: HTTPFields = [.accept: "application/json"]
            for _ in 0..<PairingThrottle.failuresPerMinute {
                #expect(try await client.execute(uri: "/pair?token=wrong", method: .get, headers: host).status == .unauthorized)
            }
            let refused = try await client.execute(uri: "/pair?token=\(String(repeating: "a1", count: 16))", method: .get, headers: host)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.object["error"] as? String == "tooManyAttempts")
        }
    }

    @Test func theThrottleForgetsFailuresAfterAMinute() {
        let throttle = PairingThrottle()
        let start = ContinuousClock.now
        for second in 0..<PairingThrottle.failuresPerMinute { throttle.recordFailure(at: start + .seconds(second)) }
        #expect(!throttle.allowsAttempt(at: start + .seconds(30)))
        #expect(throttle.allowsAttempt(at: start + .seconds(61)))
    }
}
