@testable import FieldServer
import FieldStore
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// How requests find their route: a known path with another method gets 405 and `Allow`,
/// an unknown path 404; queries decode as forms do; and the OpenAPI document lists exactly
/// the routes the router holds.
@Suite struct RoutingTests {
    @Test(arguments: [
        ("/api/collections", HTTPRequest.Method.delete, "GET, POST"),
        ("/api/trees/1", .put, "DELETE, GET, PATCH"),
        ("/api/issues/7", .post, "DELETE, GET, PATCH"),
        ("/api/captures/current/freeze", .get, "POST"),
        ("/api/captures/current", .post, "DELETE, GET"),
        ("/api/openapi.json", .delete, "GET"),
        ("/pair", .post, "GET"),
    ])
    func aKnownPathWithAnotherMethodGets405AndAllow(uri: String, method: HTTPRequest.Method, allow: String) async throws {
        let harness = try RecordRouteTests.seeded()
        let before = try harness.store.collections()
        try await harness.run { client in
            let response = try await client.execute(uri: uri, method: method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.object["error"] as? String == "methodNotAllowed")
            #expect((response.object["message"] as? String)?.contains(method.rawValue) == true)
            #expect(try harness.store.collections() == before)
            #expect(try harness.store.trees().count == 2)
        }
    }

    @Test(arguments: [("/api/nothing", HTTPRequest.Method.get), ("/api/trees/1/leaves", .delete), ("/api", .post)])
    func anUnknownPathStays404(uri: String, method: HTTPRequest.Method) async throws {
        try await ServerHarness().run { client in
            let response = try await client.execute(uri: uri, method: method)
            #expect(response.status == .notFound)
            #expect(response.headers[.allow] == nil)
            #expect(response.object["error"] as? String == "notFound")
        }
    }

    @Test(.attacks("oversized-requests")) func aJSONBodyOverTheLimitIs413InTheAPIsShape() async throws {
        let harness = try RecordRouteTests.seeded()
        let tree = try #require(try harness.store.trees().first)
        try await harness.run { client in
            let notes = String(repeating: "a", count: 2 << 20)
            let response = try await client.execute(uri: "/api/trees/\(tree.id)", method: .patch,
                                                    headers: [.contentType: "application/json"],
                                                    body: ByteBuffer(string: #"{"notes":""# + notes + #""}"#))
            #expect(response.status == .contentTooLarge)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.object["error"] as? String == "tooLarge")
        }
        #expect(try harness.store.trees().first?.notes == tree.notes)
    }

    @Test(.attacks("strict-json")) func aBodyWithAKeyTwiceIsRefusedNamingIt() async throws {
        let harness = try RecordRouteTests.seeded()
        let tree = try #require(try harness.store.trees().first)
        try await harness.run { client in
            let response = try await client.execute(uri: "/api/trees/\(tree.id)", method: .patch,
                                                    headers: [.contentType: "application/json"],
                                                    body: ByteBuffer(string: #"{"notes":"kept","notes":"other"}"#))
            #expect(response.status == .badRequest)
            #expect((response.object["message"] as? String)?.contains(#"the key "notes" appears twice"#) == true)
        }
        #expect(try harness.store.trees().first?.notes == tree.notes)
    }

    @Test(.attacks("access")) func offLoopbackTheTokenIsAskedBeforeTheMethod() async throws {
        let harness = try ServerHarness(settings: ServerSettings(host: "0.0.0.0", port: 0, token: AccessTests.token))
        try await harness.run { client in
            let anonymous = try await client.execute(uri: "/api/collections", method: .delete)
            #expect(anonymous.status == .unauthorized)
            let bearer: HTTPFields = [.authorization: "Bearer \(AccessTests.token)"]
            let paired = try await client.execute(uri: "/api/collections", method: .delete, headers: bearer)
            #expect(paired.status == .methodNotAllowed)
        }
    }

    @Test func queriesDecodePlusAsASpaceAndPercentEscapes() async throws {
        let harness = try ServerHarness()
        _ = try harness.store.saveTree(NewTree(species: "Malus domestica", collection: .named("Old Orchard")),
                                       at: RecordRouteTests.location(52.5, 13.4))
        try await harness.run { client in
            for query in ["Old+Orchard", "Old%20Orchard", "%4Fld+Orchard"] {
                let response = try await client.execute(uri: "/api/trees?collection=\(query)", method: .get)
                #expect(response.status == .ok, "\(query): \(response.text)")
                #expect(response.array.compactMap { $0["species"] as? String } == ["Malus domestica"], "\(query)")
            }
            let export = try await client.execute(uri: "/api/export/trees?format=csv&collection=Old+Orchard", method: .get)
            #expect(export.text.contains("Malus domestica"))
            let plus = try await client.execute(uri: "/api/trees?collection=Old%2BOrchard", method: .get)
            #expect(plus.status == .notFound, "%2B is a plus sign")
            #expect((plus.object["message"] as? String)?.contains("Old+Orchard") == true)
            let malformed = try await client.execute(uri: "/api/trees?collection=Old%ZZ", method: .get)
            #expect(malformed.status == .badRequest)
            #expect((malformed.object["message"] as? String)?.contains("percent-encoded") == true)
        }
    }

    @Test func theOpenAPIDocumentListsExactlyTheRoutersAPIRoutes() async throws {
        let harness = try ServerHarness()
        let routes = Set(harness.server.router().routes
            .filter { $0.path.description.hasPrefix("/api/") || $0.path.description == AccessGuard.pairingPath }
            .map { "\($0.method.rawValue) \($0.path.description)" })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: OpenAPIRoute.document).utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let documented = Set(paths.flatMap { path, item in
            item.keys.filter { $0 != "parameters" }.map { "\($0.uppercased()) \(path)" }
        })
        #expect(routes == documented, "only routed: \(routes.subtracting(documented).sorted()); only documented: \(documented.subtracting(routes).sorted())")
        #expect(routes.contains("PATCH /api/issues/{id}") && routes.contains("GET /pair"))
        try? FileManager.default.removeItem(atPath: harness.folder)
    }
}
