import Foundation
import Synchronization
import Testing
@testable import FieldStore
import Simulator
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The small version of `scripts/store-soak`: processes capture and delete trees with
/// photos in one store while another one is killed with SIGKILL at random moments.
@Suite(.attacks("import-and-crash"))
struct StoreSoakTests {
    /// What the workers were told: trees whose capture printed them and exited 0 (with
    /// their species and photo count), trees whose delete exited 0, and trees a killed
    /// delete aimed at (there unchanged or gone, both are right).
    struct Acknowledged {
        var trees: [Int64: (species: String, photos: Int)] = [:]
        var deleted: Set<Int64> = []
        var maybeDeleted: Set<Int64> = []
        var failures: [String] = []
    }

    @Test func killedWritersNeverCostAnAcknowledgedRecord() throws {
        let dir = try StoreCLI.temporaryDirectory("soak")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = dir + "/store"
        let photo = dir + "/photo.jpg"
        try StoreCLI.jpeg.write(to: URL(fileURLWithPath: photo))
        let log = try CaptureLog(epochs: Array(repeating: .init(north: 0, east: 0, sigma: 1), count: 3))
            .write(in: URL(fileURLWithPath: dir), name: "pass.nmea")
        @Sendable func capture(_ species: String, photos: Int) -> [String] {
            ["capture", "tree", "--species", species, "--source", "file:\(log)", "--auto", "--json", "--store", store]
                + Array(repeating: ["--photo", photo], count: photos).flatMap { $0 }
        }
        let acknowledged = Mutex(Acknowledged())
        let kills = 15
        let killsLanded = Atomic(0)
        // Three workers capture and delete; the fourth starts writers and kills them.
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            var random = SeededRandom(seed: UInt64(worker) &+ 0x5EED)
            if worker == 3 {
                for round in 0..<kills {
                    let candidates = acknowledged.withLock { ack in ack.trees.keys.filter { !ack.deleted.contains($0) } }
                    var arguments = capture("killed-\(round)", photos: random.below(3))
                    if !candidates.isEmpty && random.below(3) == 0 {
                        let target = candidates[random.below(candidates.count)]
                        acknowledged.withLock { _ = $0.maybeDeleted.insert(target) }
                        arguments = ["trees", "delete", String(target), "--store", store]
                    }
                    guard let running = try? FieldFix.start(arguments) else { continue }
                    // Killed at a random point of its run, unless it ended before.
                    if !running.waitForExit(timeout: Double(random.below(250_000)) / 1_000_000) { running.signal(SIGKILL) }
                    if let result = try? running.finish(timeout: 60), !result.exited { killsLanded.add(1, ordering: .relaxed) }
                }
                return
            }
            var mine: [Int64] = []
            for round in 0..<8 {
                if !mine.isEmpty && random.below(3) == 0 {
                    let id = mine.removeFirst()
                    let result = try? FieldFix.run(["trees", "delete", String(id), "--store", store])
                    acknowledged.withLock { ack in
                        if result?.status == 0 || ack.maybeDeleted.contains(id) {
                            ack.deleted.insert(id)
                        } else {
                            ack.failures.append("delete \(id): \(result?.stderr ?? "")")
                        }
                    }
                    continue
                }
                let species = "w\(worker)-\(round)", photos = random.below(3)
                let result = try? FieldFix.run(capture(species, photos: photos))
                guard result?.status == 0, let data = result?.stdout.data(using: .utf8),
                      let tree = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let id = (tree["id"] as? NSNumber)?.int64Value else {
                    acknowledged.withLock { $0.failures.append("capture \(species): \(result?.stderr ?? "did not start")") }
                    continue
                }
                acknowledged.withLock { $0.trees[id] = (species, photos) }
                mine.append(id)
            }
        }
        let ack = acknowledged.withLock { $0 }
        #expect(ack.failures.isEmpty, "\(ack.failures)")
        print("store soak: \(killsLanded.load(ordering: .relaxed)) of \(kills) kills landed mid-run, \(ack.trees.count) captures and \(ack.deleted.count) deletes acknowledged")

        // Opening collects what the killed processes left; then everything must add up.
        let reopened = try RecordStore(directory: store)
        #expect(try reopened.checkIntegrity() == [])
        let trees = Dictionary(uniqueKeysWithValues: try reopened.trees().map { ($0.id, $0) })
        for (id, expected) in ack.trees {
            if ack.maybeDeleted.contains(id) && !ack.deleted.contains(id) {
                #expect(trees[id] == nil || trees[id]?.species == expected.species, "tree \(id)")
            } else if ack.deleted.contains(id) {
                #expect(trees[id] == nil, "tree \(id) was deleted")
            } else {
                #expect(trees[id]?.species == expected.species, "tree \(id) (\(expected.species)) is missing")
                #expect(trees[id]?.photos.count == expected.photos, "tree \(id)")
            }
        }
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: reopened.photosDirectory))
        #expect(files == Set(trees.values.flatMap(\.photos)))
    }
}
