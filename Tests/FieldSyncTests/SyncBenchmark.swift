import FieldStore
import Foundation
import GRDB
import Testing
@testable import FieldSync

/// Push and pull throughput, run by `scripts/pg-sync-bench` (FIELDFIX_SYNC_BENCH=1): trees
/// without photos at growing sizes, and trees with a 2 MB photo each. Prints records per
/// second; asserts only that everything arrived.
@Suite(.serialized, .enabled(if: Cluster.available && ProcessInfo.processInfo.environment["FIELDFIX_SYNC_BENCH"] == "1",
                "set FIELDFIX_SYNC_BENCH=1 and run through scripts/pg-cluster (scripts/pg-sync-bench does both)"))
struct SyncBenchmark {
    static func sizes(_ name: String, _ defaults: [Int]) -> [Int] {
        ProcessInfo.processInfo.environment[name].map { $0.split(separator: ",").compactMap { Int($0) } } ?? defaults
    }

    /// Fills a store with `count` trees (photo bytes per tree, 0 for none), pushes them from
    /// it and pulls them into an empty one, and prints the rates.
    static func measure(count: Int, photoBytes: Int) async throws {
        let url = try Cluster.freshDatabase()
        let (a, b) = (try Device(), try Device())
        defer { a.cleanup(); b.cleanup() }
        let fill = ContinuousClock.now
        if photoBytes == 0 {
            try fillQuickly(a.store, count: count)
        } else {
            for n in 0..<count {
                let photo = try SyncFixtures.file(SyncFixtures.jpeg(seed: n, size: photoBytes))
                _ = try a.store.saveTree(NewTree(species: "Tree \(n)", notes: "benchmark", photos: [photo]),
                                         at: SyncFixtures.location(latitude: Double(n % 1000) / 100))
                try? FileManager.default.removeItem(atPath: photo)
            }
        }
        let filled = ContinuousClock.now - fill
        let pushStart = ContinuousClock.now
        let pushed = try await a.sync(url)
        let push = ContinuousClock.now - pushStart
        let pullStart = ContinuousClock.now
        let pulled = try await b.sync(url)
        let pull = ContinuousClock.now - pullStart
        #expect(pushed.pushed == count && pulled.pulled == count)
        func rate(_ duration: Duration) -> String {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%.2f s, %.0f records/s", seconds, Double(count) / seconds)
        }
        let megabytes = Double(count * photoBytes) / 1_048_576
        print("sync-bench: \(count) trees, photo \(photoBytes) B (\(Int(megabytes)) MiB): store filled in \(filled); "
              + "push \(rate(push)); pull \(rate(pull))")
    }

    /// Saves one tree, then copies it `count - 1` times in one SQL transaction (saving each
    /// through the store would measure SQLite's commits, not sync).
    static func fillQuickly(_ store: RecordStore, count: Int) throws {
        _ = try store.saveTree(NewTree(species: "Tree 0", notes: "benchmark"), at: SyncFixtures.location())
        let queue = try DatabaseQueue(path: store.databasePath)
        try queue.write { db in
            let columns = try db.columns(in: "tree").map(\.name).filter { !["id", "uid", "species", "latitude"].contains($0) }
            let list = columns.joined(separator: ", ")
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO tree (uid, species, latitude, \(list))
                SELECT printf('00000000-0000-4000-8000-%012x', i), 'Tree ' || i, (i % 1000) / 100.0, \(list)
                FROM n, (SELECT * FROM tree LIMIT 1)
                """, arguments: [count - 1])
        }
        try queue.close()
    }

    @Test(arguments: sizes("FIELDFIX_SYNC_BENCH_TREES", [1_000, 10_000, 100_000]))
    func treesWithoutPhotos(count: Int) async throws {
        try await Self.measure(count: count, photoBytes: 0)
    }

    @Test(arguments: sizes("FIELDFIX_SYNC_BENCH_PHOTO_TREES", [1_000]))
    func treesWithATwoMegabytePhotoEach(count: Int) async throws {
        try await Self.measure(count: count, photoBytes: 2 * 1_048_576)
    }
}
