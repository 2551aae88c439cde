import FieldStore
import Foundation
import TestSupport
import Testing
@testable import FieldSync

/// `fieldfix sync` killed with SIGKILL at random points, 50 times, then run to the end:
/// no record lost or duplicated, on the devices or on the server.
@Suite(.enabled(if: Cluster.available, Cluster.skipNote))
struct KillResumeTests {
    @Test func syncKilledAtRandomPointsFiftyTimesLosesAndDuplicatesNothing() async throws {
        let url = try Cluster.freshDatabase()
        let devices = [try Device(), try Device()]
        defer { devices.forEach { $0.cleanup() } }
        var random = ConvergenceTests.Generator(seed: 50)
        var clock = Date(timeIntervalSince1970: 1_800_000_000)
        var alive: Set<UUID> = []
        let photo = try SyncFixtures.file(SyncFixtures.jpeg(seed: 9, size: 20_000))
        for (index, device) in devices.enumerated() {
            for n in 0..<600 {
                clock += 0.001
                let tree = try device.store.saveTree(NewTree(species: "Tree \(index).\(n)", collection: .named("Block \(n % 7)"),
                                                             photos: n % 50 == 0 ? [photo] : []),
                                                     at: SyncFixtures.location(), now: clock)
                alive.insert(tree.uid)
            }
        }
        var killed = 0
        var longest = 900
        for round in 0..<50 {
            let device = devices[round % 2]
            // Some work for every round: new trees, edits and deletions.
            for _ in 0..<20 {
                clock += 0.001
                alive.insert(try device.store.saveTree(NewTree(species: "Round \(round)"), at: SyncFixtures.location(), now: clock).uid)
            }
            if let tree = try device.store.trees().randomElement(using: &random) {
                clock += 0.001
                _ = try device.store.editTree(id: tree.id, TreeChanges(notes: "round \(round)"), now: clock)
                // The later edit wins, deletions too: an edit of a tree that the other device
                // deleted earlier, in a sync not yet pulled here, brings it back everywhere.
                alive.insert(tree.uid)
            }
            if let tree = try device.store.trees().randomElement(using: &random) {
                clock += 0.001
                try device.store.deleteTree(id: tree.id, now: clock)
                alive.remove(tree.uid)
            }
            let start = ContinuousClock.now
            let sync = try FieldFix.start(["sync", "--store", device.directory, "--to", url], stdout: .discard, stderr: .discard)
            let killAt = Double(Int.random(in: 20...longest, using: &random)) / 1000
            // Killed at that point unless it ended before; the wait runs off Swift's few pool threads.
            if try await Loopback.offPool({ sync.waitForExit(timeout: killAt) }) {
                // Kill points follow how long a whole sync takes on this machine.
                longest = max(50, Int((ContinuousClock.now - start) / .milliseconds(1)))
            } else {
                sync.signal(SIGKILL)
                killed += 1
            }
            _ = try sync.finish(timeout: 60)
        }
        #expect(try await Device.syncUntilQuiet(devices, url))
        let reference = try devices[0].snapshot()
        #expect(try devices[1].snapshot() == reference)
        #expect(Set(reference.records.filter { $0.value.hasPrefix("tree") }.keys) == alive)
        #expect(try Cluster.psql(url, "SELECT count(*), count(DISTINCT uid) FROM fieldfix.trees") == "\(alive.count)|\(alive.count)\n")
        #expect(try devices.allSatisfy { try $0.store.trees().count == alive.count })
        #expect(killed >= 25, "only \(killed) of 50 syncs were killed before they ended")
    }

    @Test func theCommandReportsCountsAndStatusAndNeverPrintsThePassword() async throws {
        let binary = try FieldFix.binary()
        let url = try Cluster.freshDatabase()
        let device = try Device()
        defer { device.cleanup() }
        _ = try device.store.saveTree(NewTree(species: "Sorbus"), at: SyncFixtures.location())
        try device.store.deleteTree(id: try device.store.saveTree(NewTree(species: "Gone"), at: SyncFixtures.location()).id)
        let before = try Cluster.run(binary, ["sync", "--status", "--store", device.directory])
        #expect(before.contains("last sync: never") && before.contains("waiting to be pushed: 0 collections, 1 trees, 0 issues, 1 deletions"))
        var withPassword = URLComponents(string: url)!
        withPassword.password = "s3cret-password"
        let output = try Cluster.run(binary, ["sync", "--store", device.directory, "--to", withPassword.string!])
        #expect(output.contains("pushed 2, pulled 0, conflicts 0"))
        #expect(!output.contains("s3cret"))
        let after = try Cluster.run(binary, ["sync", "--status", "--store", device.directory])
        #expect(after.contains("waiting to be pushed: 0 collections, 0 trees, 0 issues, 0 deletions") && !after.contains("never"))
    }
}
