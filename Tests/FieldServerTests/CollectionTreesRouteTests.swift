import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Moving trees into and out of a collection over the API.
@Suite struct CollectionTreesRouteTests {
    @Test func treeIsAddedAndRemovedAndStaysInTheStore() async throws {
        let harness = try ServerHarness(hdop: 1.0)
        try await harness.run { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree"}"#).status == .created)
            _ = try await client.waitForCapture(phase: "frozen")
            let tree = try #require(try await client.send(.post, "/api/captures/current/save", json: #"{"species":"Pyrus"}"#).object["id"] as? Int)
            let collection = try #require(try await client.send(.post, "/api/collections", json: #"{"name":"Orchard"}"#).object["id"] as? Int)

            let added = try await client.execute(uri: "/api/collections/\(collection)/trees/\(tree)", method: .put)
            #expect(added.status == .ok)
            #expect(added.object["treeCount"] as? Int == 1)
            #expect(try harness.store.trees().map(\.collection) == ["Orchard"])

            let removed = try await client.execute(uri: "/api/collections/\(collection)/trees/\(tree)", method: .delete)
            #expect(removed.object["treeCount"] as? Int == 0)
            #expect(try harness.store.trees().map(\.collection) == [nil])

            // Not in it any more, an unknown tree, an unknown collection, a bad id: refused, nothing changes.
            let again = try await client.execute(uri: "/api/collections/\(collection)/trees/\(tree)", method: .delete)
            #expect(again.status == .notFound)
            #expect((again.object["message"] as? String)?.contains("not in collection") == true)
            #expect(try await client.execute(uri: "/api/collections/\(collection)/trees/999", method: .put).status == .notFound)
            #expect(try await client.execute(uri: "/api/collections/999/trees/\(tree)", method: .put).status == .notFound)
            #expect(try await client.execute(uri: "/api/collections/\(collection)/trees/abc", method: .put).status == .badRequest)
            #expect(try harness.store.trees().map(\.collection) == [nil])

            // Deleting the collection keeps its trees; the answer is `collections delete --json`'s.
            #expect(try await client.execute(uri: "/api/collections/\(collection)/trees/\(tree)", method: .put).status == .ok)
            let deleted = try await client.execute(uri: "/api/collections/\(collection)", method: .delete)
            #expect(deleted.text == #"{"deleted":[\#(collection)],"name":"Orchard","treesKept":1}"#)
            #expect(try harness.store.trees().map(\.collection) == [nil])
        }
    }
}
