import FieldStore
import Foundation
import Testing
@testable import FieldSync

/// `fieldfix sync` killed with SIGKILL at random points, 50 times, then run to the end:
/// no record lost or duplicated, on the devices or on the server.
@Suite(.enabled(if: Cluster.available, Cluster.skipNote))
struct KillResumeTests {
    /// The `fieldfix` binary built beside the tests.
    static let binary: String? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fieldfix").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/fieldfix").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test func syncKilledAtRandomPointsFiftyTimesLosesAndDuplicatesNothing() async throws {
        let binary = try #require(Self.binary, "the fieldfix binary is not built (swift build)")
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
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["sync", "--store", device.directory, "--to", url]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            let killAt = Duration.milliseconds(Int.random(in: 20...longest, using: &random))
            while process.isRunning, ContinuousClock.now - start < killAt { try await Task.sleep(for: .milliseconds(5)) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            } else {
                // Kill points follow how long a whole sync takes on this machine.
                longest = max(50, Int((ContinuousClock.now - start) / .milliseconds(1)))
            }
            process.waitUntilExit()
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
        let binary = try #require(Self.binary, "the fieldfix binary is not built (swift build)")
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
