@testable import FieldServer
import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import TestSupport

/// One session per paired device, each listed and revocable on its own, on a real server on
/// loopback that needs the token.
@Suite(.attacks("access")) struct SessionTests {
    static let settings = ServerSettings(port: 0, token: AccessTests.token)
    static let json: HTTPFields = [.accept: "application/json"]
    static let bearer: HTTPFields = [.authorization: "Bearer \(AccessTests.token)"]

    /// Pairs as a device that sends `userAgent` and returns its cookie (`name=value`).
    static func pair(_ client: some TestClientProtocol, userAgent: String) async throws -> String {
        var headers = json
        headers[.userAgent] = userAgent
        let paired = try await client.execute(uri: "/pair?token=\(AccessTests.token)", method: .get, headers: headers)
        #expect(paired.status == .ok)
        return String(try #require(paired.headers[.setCookie]).prefix { $0 != ";" })
    }

    /// The status of `GET /api/trees` with `cookie`.
    static func status(_ client: some TestClientProtocol, cookie: String) async throws -> HTTPResponse.Status {
        try await client.execute(uri: "/api/trees", method: .get, headers: [.cookie: cookie]).status
    }

    /// A revocation as the web app sends it: with the cookie and the server's own origin.
    static func revoke(_ client: some TestClientProtocol, _ id: String, cookie: String) async throws -> TestResponse {
        try await client.execute(uri: "/api/sessions/\(id)", method: .delete, headers: [.cookie: cookie, .origin: "http://localhost"])
    }

    @Test func eachPairingIsASessionOfItsOwnThatCanBeRevoked() async throws {
        let harness = try ServerHarness(settings: Self.settings)
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            // HTTP lets no C0 control into a header, but a right-to-left override and a C1
            // control arrive as UTF-8.
            let phone = try await Self.pair(client, userAgent: "Phone\u{202E}A\u{9B}B")
            let tablet = try await Self.pair(client, userAgent: "Tablet B")
            #expect(phone != tablet)
            #expect(try await Self.status(client, cookie: phone) == .ok)
            #expect(try await Self.status(client, cookie: tablet) == .ok)

            let listed = try await client.execute(uri: "/api/sessions", method: .get, headers: [.cookie: phone])
            #expect(listed.status == .ok)
            let sessions = listed.array
            #expect(sessions.count == 2)
            #expect(sessions.map { $0["label"] as? String } == ["Phone A B", "Tablet B"], "control characters are not kept")
            #expect(sessions.map { $0["current"] as? Bool } == [true, false])
            for session in sessions {
                #expect(session["pairedAt"] is String && session["lastSeen"] is String)
            }
            for cookie in [phone, tablet] {
                #expect(!listed.text.contains(String(cookie.drop { $0 != "=" }.dropFirst())), "no secret is listed")
            }
            let phoneID = try #require(sessions[0]["id"] as? String), tabletID = try #require(sessions[1]["id"] as? String)
            #expect(phoneID != tabletID)
            let byToken = try await client.execute(uri: "/api/sessions", method: .get, headers: Self.bearer)
            #expect(byToken.array.map { $0["current"] as? Bool } == [false, false], "a program with the token holds no session")

            let revoked = try await Self.revoke(client, tabletID, cookie: phone)
            #expect(revoked.status == .ok)
            #expect(revoked.object["deleted"] as? [String] == [tabletID])
            #expect(try await Self.status(client, cookie: tablet) == .unauthorized)
            #expect(try await Self.status(client, cookie: phone) == .ok)
            #expect(try await client.execute(uri: "/api/sessions", method: .get, headers: Self.bearer).array.count == 1)
            #expect(try await Self.revoke(client, tabletID, cookie: phone).status == .notFound)

            let forged = "\(AccessGuard.cookieName)=\(AccessGuard.secret())"
            #expect(try await Self.status(client, cookie: forged) == .unauthorized)
            #expect(try await Self.status(client, cookie: "\(AccessGuard.cookieName)=\(AccessTests.token)") == .unauthorized)

            // A device may revoke its own session; its next request is refused.
            #expect(try await Self.revoke(client, phoneID, cookie: phone).status == .ok)
            #expect(try await Self.status(client, cookie: phone) == .unauthorized)
            #expect(try await client.execute(uri: "/api/sessions", method: .get, headers: Self.bearer).array.isEmpty)
        }
    }

    /// A session of one server is nothing to another (or to the same one started again).
    @Test func aCookieFromAnotherServerIsRefused() async throws {
        let first = try ServerHarness(settings: Self.settings), second = try ServerHarness(settings: Self.settings)
        defer { [first, second].forEach { try? FileManager.default.removeItem(atPath: $0.folder) } }
        let cookie = try await first.server.application().test(.live) { client in try await Self.pair(client, userAgent: "Phone") }
        let status = try await second.server.application().test(.live) { client in try await Self.status(client, cookie: cookie) }
        #expect(status == .unauthorized)
    }

    @Test func revokingWithTheCookieMustSayWhereItComesFrom() async throws {
        let harness = try ServerHarness(settings: Self.settings)
        defer { try? FileManager.default.removeItem(atPath: harness.folder) }
        try await harness.server.application().test(.live) { client in
            let phone = try await Self.pair(client, userAgent: "Phone")
            let id = try #require(try await client.execute(uri: "/api/sessions", method: .get, headers: Self.bearer).array.first?["id"] as? String)
            let silent = try await client.execute(uri: "/api/sessions/\(id)", method: .delete, headers: [.cookie: phone])
            #expect(silent.status == .forbidden && silent.object["error"] as? String == "forbiddenOrigin")
            #expect(try await Self.status(client, cookie: phone) == .ok)
        }
    }

    @Test func onLoopbackThereAreNoSessions() async throws {
        try await ServerHarness().run { client in
            let listed = try await client.execute(uri: "/api/sessions", method: .get)
            #expect(listed.status == .notFound && listed.object["error"] as? String == "notFound")
            #expect((listed.object["message"] as? String)?.contains("loopback") == true)
            #expect(try await client.execute(uri: "/api/sessions/abc", method: .delete).status == .notFound)
        }
    }

    /// Past the bound, the session seen least recently goes, not the first paired.
    @Test func theBoundDropsTheSessionSeenLeastRecently() {
        let sessions = PairedSessions()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let paired = (0..<PairedSessions.capacity).map { sessions.pair(userAgent: "device \($0)", at: start + Double($0)) }
        #expect(Set(paired.map(\.secret)).count == paired.count && Set(paired.map(\.id)).count == paired.count)
        #expect(paired.allSatisfy { $0.secret.count == 64 && $0.id != $0.secret })
        #expect(sessions.check(paired[0].secret, at: start + 100) == paired[0].id, "the first one is used again")
        let newest = sessions.pair(userAgent: "one more", at: start + 101)
        #expect(sessions.all.count == PairedSessions.capacity)
        #expect(sessions.check(paired[1].secret, at: start + 102) == nil, "the one seen least recently went")
        #expect(sessions.check(paired[0].secret, at: start + 102) == paired[0].id)
        #expect(sessions.check(newest.secret, at: start + 102) == newest.id)
    }

    @Test func labelsAreTextWithoutControlsAndShort() {
        #expect(PairedSessions.label(userAgent: nil) == "unknown device")
        #expect(PairedSessions.label(userAgent: " \u{1B}\u{202E} ") == "unknown device")
        #expect(PairedSessions.label(userAgent: "a\r\nb\u{9B}c\u{2066}d") == "a b c d")
        let long = PairedSessions.label(userAgent: String(repeating: "Mozilla ", count: 40))
        #expect(long.unicodeScalars.count <= PairedSessions.labelLength && long.hasPrefix("Mozilla Mozilla"))
    }
}
