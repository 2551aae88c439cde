import FieldStore
import Foundation
import Positioning
import TestSupport
import Testing
@testable import FieldSync

/// The private PostgreSQL cluster the tests use: `FIELDFIX_PG_URL`, which
/// `scripts/pg-cluster` sets (scripts/test runs this target through it). Without it the
/// server tests are skipped.
enum Cluster {
    static let url = ProcessInfo.processInfo.environment["FIELDFIX_PG_URL"]
    static let available = url != nil
    static let skipNote: Comment = "no FIELDFIX_PG_URL: run through scripts/pg-cluster (e.g. scripts/pg-cluster swift test --filter FieldSyncTests)"

    /// A new, empty database of the cluster, and its URL.
    static func freshDatabase() throws -> String {
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        _ = try psql(url!, "CREATE DATABASE \(name)")
        var parts = URLComponents(string: url!)!
        parts.path = "/" + name
        return parts.string!
    }

    /// Runs SQL with `psql` (unaligned, tuples only) and returns its output.
    @discardableResult
    static func psql(_ url: String, _ sql: String) throws -> String {
        try run("/usr/bin/psql", [url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql])
    }

    /// Runs a program, returning its standard output; throws when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let result = try Program(program, arguments).run()
        guard result.status == 0 else { throw Failure("\(program) failed (\(result.status)): \(result.stderr)") }
        return result.stdout
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A device: a store in a temporary folder, removed by `cleanup()`.
struct Device {
    let directory: String
    let store: RecordStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.path + "/fieldsync-\(UUID().uuidString)"
        store = try RecordStore(directory: directory)
    }

    /// Syncs with the server at `url`.
    @discardableResult
    func sync(_ url: String, _ sync: TeamSync = TeamSync()) async throws -> SyncReport {
        try await sync.run(store, to: try PostgresTarget(url: url))
    }

    /// Syncs `devices` in turn, round after round, until a round in which no sync pushed or
    /// pulled anything (a pulled version can make a derived edit, such as a tree leaving a
    /// deleted collection, that the others get only at the next round); each report goes to
    /// `note`.
    ///
    /// - Returns: whether the devices went quiet within `rounds` rounds.
    static func syncUntilQuiet(_ devices: [Device], _ url: String, rounds: Int = 6,
                               note: (SyncReport) -> Void = { _ in }) async throws -> Bool {
        for _ in 0..<rounds {
            var quiet = true
            for device in devices {
                let report = try await device.sync(url)
                note(report)
                quiet = quiet && report.pushed == 0 && report.pulled == 0
            }
            if quiet { return true }
        }
        return false
    }

    /// What the store holds, comparable between devices: every record by uid, with its
    /// version and contents (local ids and photo file names left out).
    func snapshot() throws -> Snapshot {
        var snapshot = Snapshot()
        for collection in try store.collections() {
            snapshot.records[collection.uid] = "collection \(collection.name)"
            snapshot.versions[collection.uid] = SyncRecord.milliseconds(collection.updatedAt)
        }
        let collections = Dictionary(uniqueKeysWithValues: try store.collections().map { ($0.id, $0.uid) })
        for tree in try store.trees() {
            let photos = try tree.photos.map { PhotoHash.hex(try Data(contentsOf: URL(fileURLWithPath: store.photosDirectory + "/" + $0))) }
            snapshot.records[tree.uid] = "tree \(tree.species)|\(tree.notes ?? "-")|\(tree.variety ?? "-")|"
                + "\(tree.collectionId.flatMap { collections[$0]?.uuidString } ?? "-")|"
                + "\(tree.location.latitude),\(tree.location.longitude),\(tree.location.horizontalAccuracy.meters)|\(photos)"
            snapshot.versions[tree.uid] = SyncRecord.milliseconds(tree.updatedAt)
        }
        for issue in try store.issues() {
            snapshot.records[issue.uid] = "issue \(issue.category.rawValue)|\(issue.description)"
            snapshot.versions[issue.uid] = SyncRecord.milliseconds(issue.createdAt)
        }
        return snapshot
    }

    func cleanup() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// A store's records by uid, as text, and their versions.
struct Snapshot: Equatable, CustomStringConvertible {
    var records: [UUID: String] = [:]
    var versions: [UUID: Int64] = [:]
    var description: String { records.sorted { $0.key.uuidString < $1.key.uuidString }.map { "\($0.key): \($0.value)" }.joined(separator: "\n") }
}

/// Gated locations and images for tests.
enum SyncFixtures {
    static func location(latitude: Double = -37.7847883, longitude: Double = 175.3148967, accuracy: Double = 3.2,
                         method: CaptureMethod = .single) -> CapturedLocation {
        try! CapturedLocation(
            latitude: latitude, longitude: longitude, altitude: 41.5,
            horizontalAccuracy: Accuracy(meters: accuracy, confidence: .p68, source: .receiver),
            verticalAccuracy: Accuracy(meters: 6.5, confidence: .p95, source: .dopModel), maximumAccuracy: 20,
            quality: .differential, satellitesUsed: 11, hdop: 0.8, speed: 0.05, course: 12.5,
            time: FixTime(date: CivilDate(year: 2026, month: 11, day: 24), millisecondOfDay: 68_400_123),
            method: method)
    }

    /// Two devices that each made a collection "Orchard" with one tree in it: `winner`'s
    /// collection has the smaller uid (it stays when they meet), `loser`'s the larger.
    static func clashingCollections() throws -> (winner: Device, loser: Device) {
        let (a, b) = (try Device(), try Device())
        _ = try a.store.saveTree(NewTree(species: "A1", collection: .named("Orchard")), at: location())
        _ = try b.store.saveTree(NewTree(species: "B1", collection: .named("Orchard")), at: location())
        let (aUID, bUID) = (try a.store.collections()[0].uid, try b.store.collections()[0].uid)
        return aUID.uuidString.lowercased() < bUID.uuidString.lowercased() ? (a, b) : (b, a)
    }

    /// A small JPEG-looking file (the store checks the magic bytes only), distinct per `seed`.
    static func jpeg(seed: Int, size: Int = 64) -> Data {
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0])
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        while data.count < size - 2 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            data.append(UInt8(truncatingIfNeeded: state))
        }
        data.append(contentsOf: [0xFF, 0xD9])
        return data
    }

    /// Writes `data` into a new temporary file and returns its path.
    static func file(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/fieldsync-photo-\(UUID().uuidString).jpg"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
