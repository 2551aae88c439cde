import FieldStore
import Foundation
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
        for n in 0..<count {
            var photos: [String] = []
            if photoBytes > 0 { photos = [try SyncFixtures.file(SyncFixtures.jpeg(seed: n, size: photoBytes))] }
            _ = try a.store.saveTree(NewTree(species: "Tree \(n)", notes: "benchmark", photos: photos),
                                     at: SyncFixtures.location(latitude: Double(n % 1000) / 100))
            for photo in photos { try? FileManager.default.removeItem(atPath: photo) }
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

    @Test(arguments: sizes("FIELDFIX_SYNC_BENCH_TREES", [1_000, 10_000, 100_000]))
    func treesWithoutPhotos(count: Int) async throws {
        try await Self.measure(count: count, photoBytes: 0)
    }

    @Test(arguments: sizes("FIELDFIX_SYNC_BENCH_PHOTO_TREES", [1_000]))
    func treesWithATwoMegabytePhotoEach(count: Int) async throws {
        try await Self.measure(count: count, photoBytes: 2 * 1_048_576)
    }
}
