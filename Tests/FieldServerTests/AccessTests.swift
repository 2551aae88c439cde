@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Who may use the API: loopback by default, the token (bearer or paired cookie) elsewhere,
/// and changes only from the server's own origin.
@Suite struct AccessTests {
    static let token = "0123456789abcdef0123456789abcdef"

    @Test func offLoopbackEveryRequestNeedsTheTokenOrThePairedCookie() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: Self.token))
        #expect(harness.server.pairingURL(port: 8080) == "http://0.0.0.0:8080/pair?token=\(Self.token)")
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
        #expect(AccessGuard.isLoopback(host: host) == answered)
    }
}
