import FieldStore
import Foundation
import Positioning
import Testing
@testable import FieldSync

/// Push, pull, conflicts, photos and idempotence against a real PostgreSQL/PostGIS server.
@Suite(.enabled(if: Cluster.available, Cluster.skipNote))
struct ServerSyncTests {
    /// The server's live versions (uid → updated_ms) of a kind.
    static func serverVersions(_ url: String, _ table: String) throws -> [UUID: Int64] {
        var versions: [UUID: Int64] = [:]
        for line in try Cluster.psql(url, "SELECT uid, updated_ms FROM fieldfix.\(table)").split(separator: "\n") {
            let parts = line.split(separator: "|")
            versions[UUID(uuidString: String(parts[0]))!] = Int64(parts[1])!
        }
        return versions
    }

    @Test func aTreePushedByOneDeviceIsPulledByAnotherWithItsCollectionAndPhotos() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let photo = try SyncFixtures.file(SyncFixtures.jpeg(seed: 1, size: 5000))
        let tree = try a.store.saveTree(NewTree(species: "Malus domestica", variety: "Braeburn", collection: .named("Orchard"),
                                                photos: [photo, photo]),
                                        at: SyncFixtures.location(method: .averaged(count: 30, duration: 29.5, scatter: 1.25)))
        _ = try a.store.saveIssue(NewIssue(category: .pothole, description: "Deep hole", photo: photo), at: SyncFixtures.location())
        let first = try await a.sync(url)
        #expect(first.pushed == 3 && first.pulled == 0 && first.conflicts.isEmpty)
        let pulled = try await b.sync(url)
        #expect(pulled.pushed == 0 && pulled.pulled == 3)
        #expect(try b.snapshot() == a.snapshot())
        let copy = try #require(try b.store.trees().first)
        #expect(copy.uid == tree.uid && copy.collection == "Orchard" && copy.location == tree.location && copy.context == tree.context)
        #expect(copy.photos.count == 2)
        // One image, used three times, is stored once.
        #expect(try Cluster.psql(url, "SELECT count(*), sum(size) FROM fieldfix.photos") == "1|5000\n")
        #expect(try Cluster.psql(url, "SELECT accuracy_class, capture_method, average_count, average_scatter, ST_AsText(geom) FROM fieldfix.trees")
            == "excellent|averaged|30|1.25|POINT(175.3148967 -37.7847883)\n")
    }

    /// A server row another program wrote that breaks a location's invariants (an average of
    /// no fixes, an infinite altitude) is refused by the pull, named, and none of it stored:
    /// the store never holds a record that fails on every later read.
    @Test func aServerRowThatBreaksALocationsInvariantsIsRefusedAndNotStored() async throws {
        for (column, value, says) in [("average_count", "0", "count 0"), ("altitude", "'Infinity'", "altitude is inf")] {
            let url = try Cluster.freshDatabase()
            let (a, b) = (try Device(), try Device())
            defer { a.cleanup(); b.cleanup() }
            let tree = try a.store.saveTree(NewTree(species: "Malus"),
                                            at: SyncFixtures.location(method: .averaged(count: 30, duration: 29.5, scatter: 1.25)))
            try await a.sync(url)
            _ = try Cluster.psql(url, "UPDATE fieldfix.trees SET \(column) = \(value) WHERE uid = '\(tree.uid.uuidString.lowercased())'")
            do {
                try await b.sync(url)
                Issue.record("a pull took a tree whose \(column) is \(value)")
            } catch let error as SyncError {
                #expect(error.code == .badServerRow)
                #expect(error.message.contains(tree.uid.uuidString.lowercased()) && error.message.contains(says), "\(error.message)")
            }
            #expect(try b.store.trees().isEmpty)
        }
    }

    @Test func syncingAgainChangesNothing() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        for n in 0..<5 { _ = try a.store.saveTree(NewTree(species: "Tree \(n)"), at: SyncFixtures.location()) }
        try await a.sync(url)
        try await b.sync(url)
        let before = try Cluster.psql(url, "SELECT uid, updated_ms, feed FROM fieldfix.trees ORDER BY uid")
        for device in [a, b, a] {
            let again = try await device.sync(url)
            #expect(again.pushed == 0 && again.pulled == 0 && again.conflicts.isEmpty)
        }
        #expect(try Cluster.psql(url, "SELECT uid, updated_ms, feed FROM fieldfix.trees ORDER BY uid") == before)
        #expect(try a.store.syncStatus().pendingTotal == 0)
        #expect(try a.store.syncStatus().lastSyncAt != nil)
    }

    @Test func theLaterEditWinsAndTheOtherIsKeptAsAConflict() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let tree = try a.store.saveTree(NewTree(species: "Quercus robur"), at: SyncFixtures.location(), now: t0)
        try await a.sync(url)
        try await b.sync(url)
        let onB = try #require(try b.store.trees().first)
        _ = try a.store.editTree(id: tree.id, TreeChanges(notes: "seen by A"), now: t0 + 10)
        _ = try b.store.editTree(id: onB.id, TreeChanges(notes: "seen by B, later"), now: t0 + 20)
        let fromA = try await a.sync(url)
        #expect(fromA.conflicts.isEmpty)
        let fromB = try await b.sync(url)
        #expect(fromB.conflicts.count == 1)
        #expect(fromB.conflicts.first?.lost.updatedAt == SyncRecord.milliseconds(t0 + 10))
        try await a.sync(url)
        #expect(try a.store.trees().first?.notes == "seen by B, later")
        #expect(try a.snapshot() == b.snapshot())
        let kept = try Cluster.psql(url, "SELECT kind, lost_version->>'notes', won_ms - lost_ms FROM fieldfix.conflicts")
        #expect(kept == "tree|seen by A|10000\n")
    }

    @Test func anEarlierEditLosesToALaterDeletionAndTheDeviceTakesTheDeletion() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let tree = try a.store.saveTree(NewTree(species: "Ulmus"), at: SyncFixtures.location(), now: t0)
        try await a.sync(url)
        try await b.sync(url)
        try b.store.deleteTree(id: try #require(try b.store.trees().first).id, now: t0 + 30)
        try await b.sync(url)
        _ = try a.store.editTree(id: tree.id, TreeChanges(notes: "edited offline"), now: t0 + 5)
        let report = try await a.sync(url)
        #expect(report.conflicts.count == 1 && report.conflicts[0].won.deleted && !report.conflicts[0].lost.deleted)
        #expect(try a.store.trees().isEmpty)
        #expect(try Cluster.psql(url, "SELECT count(*) FROM fieldfix.trees") == "0\n")
        #expect(try Cluster.psql(url, "SELECT lost_version->>'notes' FROM fieldfix.conflicts") == "edited offline\n")
        #expect(try a.store.syncStatus().pendingTotal == 0)
    }

    @Test func aLaterEditBeatsAnEarlierDeletion() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let photo = try SyncFixtures.file(SyncFixtures.jpeg(seed: 7))
        let tree = try a.store.saveTree(NewTree(species: "Fagus", photos: [photo]), at: SyncFixtures.location(), now: t0)
        try await a.sync(url)
        try await b.sync(url)
        try b.store.deleteTree(id: try #require(try b.store.trees().first).id, now: t0 + 5)
        _ = try a.store.editTree(id: tree.id, TreeChanges(notes: "still here"), now: t0 + 50)
        try await a.sync(url)
        let report = try await b.sync(url)
        #expect(report.conflicts.count == 1 && report.conflicts[0].lost.deleted)
        let back = try #require(try b.store.trees().first)
        #expect(back.notes == "still here" && back.photos.count == 1)
        #expect(try b.snapshot() == a.snapshot())
    }

    @Test func twoDevicesCollectionsOfOneNameBecomeOne() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        _ = try a.store.saveTree(NewTree(species: "A1", collection: .named("Orchard")), at: SyncFixtures.location())
        _ = try b.store.saveTree(NewTree(species: "B1", collection: .named("orchard")), at: SyncFixtures.location())
        #expect(try await Device.syncUntilQuiet([a, b], url))
        #expect(try a.store.collections().count == 1)
        #expect(try a.store.collections().first?.treeCount == 2)
        #expect(try a.snapshot() == b.snapshot())
    }

    /// The device whose collection wins a name clash renames it before the other device has
    /// pulled it: the losing collection still goes from every device and the server.
    @Test func aPulledCollectionThatLosesANameClashIsDeletedEverywhere() async throws {
        let url = try Cluster.freshDatabase()
        let (winner, loser) = try SyncFixtures.clashingCollections()
        defer { winner.cleanup(); loser.cleanup() }
        let lost = try loser.store.collections()[0].uid
        try await loser.sync(url)
        try await winner.sync(url)
        _ = try winner.store.renameCollection("Orchard", to: "Orchard 2")
        #expect(try await Device.syncUntilQuiet([winner, loser], url))
        #expect(try winner.snapshot() == loser.snapshot())
        #expect(try loser.store.collections().map(\.name) == ["Orchard 2"])
        #expect(try loser.store.collections().first?.treeCount == 2)
        #expect(try Self.serverVersions(url, "collections").keys.sorted() == [try winner.store.collections()[0].uid])
        #expect(try Cluster.psql(url, "SELECT count(*) FROM fieldfix.deletions WHERE uid = '\(lost.uuidString.lowercased())'") == "1\n")
    }

    @Test func hostileTextRoundTripsUnchanged() async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let hostile = [
            "'); DROP TABLE fieldfix.trees; --", "Robert'); DELETE FROM fieldfix.photos WHERE ('1'='1",
            "quote ' double \" back\\slash $1 $$ dollar", "\u{202E}evil\u{202C} 🌳 ünïcödé \t tab",
        ]
        // The store cannot keep a NUL (SQLite's C strings would end the text there), so it
        // refuses one, naming the field, rather than truncating; the server side carries NULs
        // (aMegabyteSpeciesRoundTripsThroughTheServer).
        #expect(throws: StoreError.self) {
            try a.store.saveTree(NewTree(species: "nul\u{0}inside"), at: SyncFixtures.location())
        }
        for name in hostile {
            _ = try a.store.saveTree(NewTree(species: name, notes: name + String(repeating: "x", count: 9_000)),
                                     at: SyncFixtures.location())
        }
        try await a.sync(url)
        try await b.sync(url)
        #expect(Set(try b.store.trees().map(\.species)) == Set(try a.store.trees().map(\.species)))
        #expect(try b.store.trees().contains { $0.species == hostile[0] })
        #expect(try b.snapshot() == a.snapshot())
        #expect(try Cluster.psql(url, "SELECT count(*) FROM fieldfix.trees") == "\(hostile.count)\n")
    }

    /// The store keeps species to 200 characters; the server side carries a megabyte (with
    /// NULs) unchanged, pushed and read back.
    @Test func aMegabyteSpeciesRoundTripsThroughTheServer() async throws {
        let url = try Cluster.freshDatabase()
        let species = String(repeating: "'); DROP TABLE x; -- \u{0} \"ä\" ", count: 40_000)
        #expect(species.utf8.count > 1_000_000)
        let tree = Tree(uid: UUID(), location: SyncFixtures.location(), species: species, variety: nil, rootstock: nil, notes: nil,
                        createdAt: Date(timeIntervalSince1970: 1_800_000_000), updatedAt: Date(timeIntervalSince1970: 1_800_000_000),
                        context: CaptureContext())
        let record = SyncRecord(kind: .tree, uid: tree.uid, updatedAt: 1_800_000_000_000, content: .tree(tree, collection: nil, photos: []))
        let server = try await SyncServer.open(try PostgresTarget(url: url))
        let outcome = try await server.push([record], photoHashes: [:], device: UUID())
        #expect(outcome.accepted == [record.version])
        let back = try await server.changes(after: 0, through: try await server.feedEnd())
        await server.close()
        guard case let .tree(read, _, _)? = back.first?.record.content else { Testing.Issue.record("no tree read back"); return }
        #expect(read.species == species)
        #expect(try Cluster.psql(url, "SELECT length(species) FROM fieldfix.trees") == "\(species.count)\n")
    }

    @Test func ogrinfoReadsTreesAndIssuesAsPointLayersInEPSG4326() async throws {
        let url = try Cluster.freshDatabase()
        let a = try Device()
        defer { a.cleanup() }
        _ = try a.store.saveTree(NewTree(species: "Acer"), at: SyncFixtures.location())
        _ = try a.store.saveIssue(NewIssue(category: .streetlight, description: "Out"), at: SyncFixtures.location())
        try await a.sync(url)
        var parts = URLComponents(string: url)!
        let connection = "PG:host=\(parts.host!) port=\(parts.port!) dbname=\(parts.path.dropFirst()) user=\(parts.user!) schemas=fieldfix"
        parts.query = nil
        for (layer, attribute) in [("trees", "species (String) = Acer"), ("issues", "description (String) = Out")] {
            let info = try Cluster.run("/usr/bin/ogrinfo", ["-ro", "-al", connection, layer])
            #expect(info.contains("Geometry: Point"), "\(layer): \(info.prefix(400))")
            #expect(info.contains("ID[\"EPSG\",4326]") || info.contains("AUTHORITY[\"EPSG\",\"4326\"]"))
            #expect(info.contains("Feature Count: 1"))
            #expect(info.contains(attribute))
            #expect(info.contains("accuracy_class (String) = excellent"))
            #expect(info.contains("POINT (175.3148967 -37.7847883)"))
        }
    }
}
