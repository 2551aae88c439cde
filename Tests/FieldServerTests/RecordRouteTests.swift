import FrontEnd
import Output
import FieldServer
import FieldStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Positioning
import TestSupport
import Testing

/// Records over the API: the same JSON as `--json`, the CLI's filters, exports with the
/// CLI's bytes and file names, imports, and errors that change nothing.
@Suite struct RecordRouteTests {
    /// A gated location at `latitude`, `longitude`.
    static func location(_ latitude: Double, _ longitude: Double) throws -> CapturedLocation {
        let fix = Fix(time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000),
                      latitude: latitude, longitude: longitude, altitudeMSL: 30, mode: .threeD, quality: .autonomous,
                      satellitesUsed: 9, hdop: 1.0)
        return try CapturedLocation(update: AccuracyEngine().assess(fix, age: 0), maximumAccuracy: 20, method: .single)
    }

    /// A harness whose store holds an apple tree in "Orchard" and a pear tree 2 km away, and a pothole.
    static func seeded() throws -> ServerHarness {
        let harness = try ServerHarness()
        _ = try harness.store.saveTree(NewTree(species: "Malus", collection: .named("Orchard")), at: location(52.5, 13.4))
        _ = try harness.store.saveTree(NewTree(species: "Pyrus", collection: .none), at: location(52.518, 13.4))
        _ = try harness.store.saveIssue(NewIssue(category: .pothole, description: "deep"), at: location(52.5, 13.4))
        return harness
    }

    @Test func listsShowTheCLIsJSONWithItsFilters() async throws {
        let harness = try Self.seeded()
        try await harness.run { client in
            let all = try await client.execute(uri: "/api/trees", method: .get)
            #expect(all.status == .ok)
            #expect(all.headers[.contentType] == "application/json")
            #expect(all.array.compactMap { $0["species"] as? String } == ["Pyrus", "Malus"])
            let tree = try #require(try harness.store.trees().first { $0.species == "Malus" })
            let shown = try await client.execute(uri: "/api/trees/\(tree.id)", method: .get)
            #expect(shown.text == RecordJSON.encode(tree, store: harness.store))
            let orchard = try await client.execute(uri: "/api/trees?collection=Orchard", method: .get)
            #expect(orchard.array.compactMap { $0["species"] as? String } == ["Malus"])
            let near = try await client.execute(uri: "/api/trees?near=52.5,13.4&radius=500", method: .get)
            #expect(near.array.count == 1)
            #expect((near.array.first?["record"] as? [String: Any])?["species"] as? String == "Malus")
            // `trees near --json`'s objects, numbers at their documented precision.
            let nearby = try harness.store.trees(near: try #require(GeoPoint(latitude: 52.5, longitude: 13.4)), radius: 500)
            #expect(near.text == "[\n" + nearby.map { $0.json(store: harness.store) }.joined(separator: ",\n") + "\n]")
            let issues = try await client.execute(uri: "/api/issues?category=pothole&range=today", method: .get)
            #expect(issues.array.compactMap { $0["description"] as? String } == ["deep"])
            #expect(try await client.execute(uri: "/api/issues?category=garbage", method: .get).text == "[]")
            let collections = try await client.execute(uri: "/api/collections", method: .get)
            #expect(collections.array.first?["name"] as? String == "Orchard")
            #expect(collections.array.first?["treeCount"] as? Int == 1)
        }
    }

    /// The CLI's time rule (`TimeRange.requested`): a `from` alone after now is an empty list,
    /// as `--from` alone is; only a `from` after the `to` given with it is refused.
    @Test func aFromAloneInTheFutureIsAnEmptyListAndAFromAfterToIsRefused() async throws {
        try await Self.seeded().run { client in
            for uri in ["/api/trees?from=2999-01-01", "/api/issues?from=2999-01-01T12:00:00Z"] {
                let future = try await client.execute(uri: uri, method: .get)
                #expect(future.status == .ok, "\(uri): \(future.text)")
                #expect(future.text == "[]", "\(uri)")
            }
            #expect(try await client.execute(uri: "/api/export/trees?format=csv&from=2999-01-01", method: .get).status == .ok)
            let today = try await client.execute(uri: "/api/trees?from=2000-01-01", method: .get)
            #expect(today.array.count == 2)
            let reversed = try await client.execute(uri: "/api/trees?from=2024-03-16&to=2024-03-15", method: .get)
            #expect(reversed.status == .badRequest)
            #expect(reversed.object["message"] as? String == "from 2024-03-16 is after to 2024-03-15")
            let both = try await client.execute(uri: "/api/issues?range=today&from=2024-03-15", method: .get)
            #expect(both.status == .badRequest)
            #expect(both.object["message"] as? String == "use either range or from/to, not both")
        }
    }

    /// An issue reported before a range and edited within it is listed and exported, unless
    /// `createdOnly` asks for the reports of the range alone.
    @Test func anIssueEditedInARangeIsInItUnlessCreatedOnly() async throws {
        let harness = try ServerHarness()
        let reported = Date(timeIntervalSince1970: 1_710_000_000)   // 2024-03-09
        let issue = try harness.store.saveIssue(NewIssue(category: .pothole, description: "deep"), at: Self.location(52.5, 13.4), now: reported)
        _ = try harness.store.editIssue(id: issue.id, IssueChanges(description: "deeper"), now: reported.addingTimeInterval(5 * 86_400))
        try await harness.run { client in
            let range = "from=2024-03-13T00:00:00Z&to=2024-03-16T00:00:00Z"
            let edited = try await client.execute(uri: "/api/issues?" + range, method: .get)
            #expect(edited.array.compactMap { $0["description"] as? String } == ["deeper"], "\(edited.text)")
            let created = try await client.execute(uri: "/api/issues?\(range)&createdOnly=true", method: .get)
            #expect(created.status == .ok && created.text == "[]", "\(created.text)")
            let export = try await client.execute(uri: "/api/export/issues?format=csv&\(range)&createdOnly=true", method: .get)
            #expect(export.status == .ok, "\(export.text)")
            #expect(export.text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 1, "only the header: \(export.text)")
            let exported = try await client.execute(uri: "/api/export/issues?format=csv&" + range, method: .get)
            #expect(exported.text.contains(",deeper,"), "\(exported.text)")
        }
    }

    @Test(arguments: [
        ("/api/trees/999", HTTPResponse.Status.notFound, "notFound"),
        ("/api/trees/abc", .badRequest, "badRequest"),
        ("/api/trees?near=95,13", .badRequest, "badCoordinates"),
        ("/api/trees?near=52.5", .badRequest, "badCoordinates"),
        ("/api/trees?radius=5", .badRequest, "badRequest"),
        ("/api/trees?near=52.5,13.4&radius=20037510", .badRequest, "badRequest"),
        ("/api/trees?range=yesterday", .badRequest, "badRequest"),
        ("/api/trees?from=2024-13-45", .badRequest, "badRequest"),
        ("/api/trees?colection=Orchard", .badRequest, "badRequest"),
        ("/api/trees?collection=Nowhere", .notFound, "notFound"),
        ("/api/issues?category=volcano", .badRequest, "badRequest"),
        ("/api/issues/1/photo", .notFound, "notFound"),
        ("/api/export/bushes", .notFound, "notFound"),
        ("/api/export/trees?format=xls", .badRequest, "badRequest"),
        ("/api/nothing", .notFound, "notFound"),
    ])
    func badRequestsGetAJSONErrorWithTheirStatus(uri: String, status: HTTPResponse.Status, code: String) async throws {
        try await Self.seeded().run { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == status)
            #expect(response.object["error"] as? String == code)
            #expect((response.object["message"] as? String)?.isEmpty == false)
        }
    }

    @Test func editAndDeleteChangeTheStoreAndBadEditsChangeNothing() async throws {
        let harness = try Self.seeded()
        try await harness.run { client in
            let tree = try #require(try harness.store.trees().first { $0.species == "Malus" })
            let edited = try await client.send(.patch, "/api/trees/\(tree.id)", json: #"{"variety":"Gala","notes":"north row"}"#)
            #expect(edited.status == .ok)
            #expect(edited.object["variety"] as? String == "Gala")
            for body in ["{}", #"{"species":""}"#, #"{"species":3}"#, "[1"] {
                #expect(try await client.send(.patch, "/api/trees/\(tree.id)", json: body).status == .badRequest, "\(body)")
            }
            #expect(try harness.store.tree(id: tree.id)?.species == "Malus")
            #expect(try harness.store.tree(id: tree.id)?.variety == "Gala")
            let deleted = try await client.execute(uri: "/api/trees/\(tree.id)", method: .delete)
            #expect(deleted.text == "{\"deleted\":[\(tree.id)]}")
            #expect(try await client.execute(uri: "/api/trees/\(tree.id)", method: .delete).status == .notFound)
            #expect(try harness.store.tree(id: tree.id) == nil)
        }
    }

    @Test func issueEditsPersistAndBadEditsChangeNothing() async throws {
        let harness = try Self.seeded()
        try await harness.run { client in
            let issue = try #require(try harness.store.issues().first)
            let edited = try await client.send(.patch, "/api/issues/\(issue.id)", json: #"{"category":"water-leak","description":"Hydrant leaks"}"#)
            #expect(edited.status == .ok, "\(edited.text)")
            let stored = try #require(try harness.store.issue(id: issue.id))
            #expect(stored.category == .waterLeak && stored.description == "Hydrant leaks")
            #expect(stored.updatedAt > issue.updatedAt && stored.createdAt == issue.createdAt)
            #expect(edited.text == RecordJSON.encode(stored, store: harness.store))
            for body in ["{}", #"{"category":"volcano"}"#, #"{"description":"  "}"#, #"{"description":3}"#, "[1",
                         #"{"category":"other","description":""}"#] {
                let refused = try await client.send(.patch, "/api/issues/\(issue.id)", json: body)
                #expect(refused.status == .badRequest, "\(body): \(refused.text)")
                #expect(refused.object["error"] != nil)
            }
            #expect(try harness.store.issue(id: issue.id) == stored, "a refused edit changes nothing")
            let missing = try await client.send(.patch, "/api/issues/999", json: #"{"category":"other"}"#)
            #expect(missing.status == .notFound && missing.object["error"] as? String == "notFound")
            #expect(try await client.send(.patch, "/api/issues/abc", json: #"{"category":"other"}"#).status == .badRequest)
        }
    }

    @Test(arguments: ExportFormat.allCases)
    func exportSendsTheCLIsBytesUnderItsFileName(format: ExportFormat) async throws {
        let harness = try Self.seeded()
        try await harness.run { client in
            let response = try await client.execute(uri: "/api/export/trees?format=\(format.rawValue)&collection=Orchard", method: .get)
            #expect(response.status == .ok)
            let disposition = try #require(response.headers[.contentDisposition])
            #expect(disposition.hasPrefix("attachment; filename=\"orchard_"))
            #expect(disposition.hasSuffix(".\(format.fileExtension)\""))
            let expected = harness.folder + "/expected." + format.fileExtension
            // The JSON and GPX documents carry their export time: the server's is read back from its own bytes.
            let text = response.text
            let now = Self.exportedAt(text) ?? Date()
            try harness.store.exportTrees(TreeFilter(collection: "Orchard"), format: format, to: .file(expected), now: now)
            #expect(text == (try String(contentsOfFile: expected, encoding: .utf8)))
            #expect(text.contains("Malus"))
        }
    }

    /// The `exportedAt` time written in a JSON or GPX export, if any.
    static func exportedAt(_ text: String) -> Date? {
        for marker in ["\"exportedAt\":\"", "<time>"] {
            guard let start = text.range(of: marker) else { continue }
            let stamp = text[start.upperBound...].prefix { $0 != "\"" && $0 != "<" }
            return ISO8601DateFormatter.withFractions.date(from: String(stamp)) ?? ISO8601DateFormatter().date(from: String(stamp))
        }
        return nil
    }

    @Test(.attacks("import-and-crash")) func importStoresAnExportAndRefusesABadFileWithoutChangingAnything() async throws {
        let source = try Self.seeded()
        let file = source.folder + "/backup.json"
        try source.store.exportTrees(format: .json, to: .file(file))
        let document = try Data(contentsOf: URL(fileURLWithPath: file))
        let target = try ServerHarness()
        try await target.run { client in
            let broken = try await client.execute(uri: "/api/import", method: .post, headers: Self.json,
                                                body: ByteBuffer(bytes: document.prefix(document.count / 2)))
            #expect(broken.status == .badRequest)
            #expect(broken.object["error"] as? String == "invalidImport")
            #expect(try target.store.trees().isEmpty)
            let imported = try await client.execute(uri: "/api/import", method: .post, headers: Self.json, body: ByteBuffer(bytes: document))
            #expect(imported.status == .ok)
            #expect(imported.object["count"] as? Int == 2)
            #expect(Set(try target.store.trees().map(\.species)) == ["Malus", "Pyrus"])
            let again = try await client.execute(uri: "/api/import", method: .post, headers: Self.json, body: ByteBuffer(bytes: document))
            #expect(again.object["skipped"] as? Int == 2)
        }
        try? FileManager.default.removeItem(atPath: source.folder)
    }

    static let json: HTTPFields = [.contentType: "application/json"]

    /// A body not sent as JSON is refused before it is read (a page elsewhere can post a form
    /// or text without the browser asking first): nothing changes.
    @Test(.attacks("strict-json")) func bodiesThatAreNotSentAsJSONAreRefused() async throws {
        let harness = try Self.seeded()
        try await harness.run { client in
            let tree = try #require(try harness.store.trees().first)
            let attempts: [(HTTPRequest.Method, String, String?)] = [
                (.post, "/api/collections", "text/plain"), (.post, "/api/collections", "application/x-www-form-urlencoded"),
                (.patch, "/api/trees/\(tree.id)", "text/plain;charset=utf-8"), (.post, "/api/import", nil),
                (.post, "/api/captures", "multipart/form-data; boundary=x"), (.post, "/api/captures/current/save", "text/plain"),
            ]
            for (method, path, type) in attempts {
                let body = path.hasSuffix("collections") ? #"{"name":"Elsewhere"}"# : #"{"notes":"changed","kind":"tree","species":"X"}"#
                let answer = try await client.execute(uri: path, method: method, headers: type.map { [.contentType: $0] } ?? [:],
                                                      body: ByteBuffer(string: body))
                #expect(answer.status == .unsupportedMediaType, "\(method) \(path) as \(type ?? "nothing")")
                #expect(answer.object["error"] as? String == "notJSON")
            }
            #expect(try harness.store.collections().map(\.name) == ["Orchard"])
            #expect(try harness.store.tree(id: tree.id)?.notes == tree.notes)
            #expect(try await client.execute(uri: "/api/captures/current", method: .get).status == .notFound)
        }
    }

    @Test(.attacks("oversized-requests")) func uploadsOf50MiBAreRefusedAndLeaveNothing() async throws {
        let harness = try ServerHarness()
        try await harness.run { client in
            let big = ByteBuffer(repeating: UInt8(ascii: " "), count: 50 << 20)
            let response = try await client.execute(uri: "/api/import", method: .post, headers: Self.json, body: big)
            #expect(response.status == .contentTooLarge)
            #expect(response.object["error"] as? String == "tooLarge")
            #expect(try harness.store.trees().isEmpty)
        }
    }
}

extension ISO8601DateFormatter {
    /// A formatter for times with milliseconds.
    static var withFractions: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
