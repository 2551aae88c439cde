import FieldStore
import Foundation
import Testing
@testable import FieldSync

/// Several devices capture, edit and delete between syncs made in random order; in the end
/// every device and the server hold the same records, and every conflict the server kept
/// was listed by some sync's report.
@Suite(.enabled(if: Cluster.available, Cluster.skipNote))
struct ConvergenceTests {
    /// A small deterministic generator (xorshift), so a failing seed can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
    }

    /// Runs `rounds` rounds of random changes on `count` devices, each round followed by
    /// syncs in random order, then syncs everyone until a round changes nothing (at most six)
    /// and checks convergence.
    static func scenario(seed: UInt64, devices count: Int, rounds: Int, changesPerRound: Int) async throws {
        let url = try Cluster.freshDatabase()
        let devices = try (0..<count).map { _ in try Device() }
        defer { devices.forEach { $0.cleanup() } }
        var random = Generator(seed: seed)
        var clock = Date(timeIntervalSince1970: 1_800_000_000)
        var listed: Set<String> = []
        func note(_ report: SyncReport) {
            for conflict in report.conflicts {
                listed.insert("\(conflict.kind.rawValue)|\(conflict.uid.uuidString.lowercased())|\(conflict.lost.updatedAt)|\(conflict.lost.device.uuidString.lowercased())")
            }
        }
        let photo = try SyncFixtures.file(SyncFixtures.jpeg(seed: Int(seed)))
        for round in 0..<rounds {
            for (index, device) in devices.enumerated() {
                for change in 0..<changesPerRound {
                    clock += Double(Int.random(in: 1...40, using: &random)) / 1000
                    try randomChange(device.store, &random, now: clock, label: "\(round).\(index).\(change)", photo: photo)
                }
            }
            for device in devices.shuffled(using: &random) where Bool.random(using: &random) || round == rounds - 1 {
                note(try await device.sync(url))
            }
        }
        let quiet = try await Device.syncUntilQuiet(devices, url, note: note)
        #expect(quiet, "seed \(seed): the devices still pushed or pulled changes after six rounds of syncs")
        let reference = try devices[0].snapshot()
        for device in devices.dropFirst() {
            let other = try device.snapshot()
            let differing = Set(reference.records.keys).union(other.records.keys)
                .filter { reference.records[$0] != other.records[$0] || reference.versions[$0] != other.versions[$0] }
                .map { "\($0): \(reference.records[$0] ?? "absent") @\(reference.versions[$0] ?? 0) != \(other.records[$0] ?? "absent") @\(other.versions[$0] ?? 0)" }
                .sorted()
            #expect(other == reference, "seed \(seed): \(differing.joined(separator: "; "))")
        }
        for device in devices { #expect(try device.store.syncStatus().pendingTotal == 0, "seed \(seed)") }
        var server: [UUID: Int64] = [:]
        for table in ["collections", "trees", "issues"] {
            server.merge(try ServerSyncTests.serverVersions(url, table)) { $1 }
        }
        #expect(server == reference.versions, "seed \(seed)")
        let kept = Set(try Cluster.psql(url, "SELECT kind, uid, lost_ms, lost_device FROM fieldfix.conflicts").split(separator: "\n").map(String.init))
        #expect(kept == listed, "seed \(seed): conflicts kept on the server but not reported, or reported twice")
    }

    /// One random change: a new tree or issue, an edit, a move, a deletion, or a collection renamed or deleted.
    static func randomChange(_ store: RecordStore, _ random: inout Generator, now: Date, label: String, photo: String) throws {
        let trees = try store.trees()
        let collections = ["Orchard", "Street", "Park"]
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            let collection: CollectionChoice = Bool.random(using: &random) ? .named(collections.randomElement(using: &random)!) : .none
            _ = try store.saveTree(NewTree(species: "Species \(label)", collection: collection,
                                           photos: Int.random(in: 0..<4, using: &random) == 0 ? [photo] : []),
                                   at: SyncFixtures.location(latitude: Double.random(in: -60...60, using: &random)), now: now)
        case 2:
            _ = try store.saveIssue(NewIssue(category: .garbage, description: "Issue \(label)"), at: SyncFixtures.location(), now: now)
        case 3, 4, 5:
            guard let tree = trees.randomElement(using: &random) else { return }
            _ = try store.editTree(id: tree.id, TreeChanges(notes: "note \(label)"), now: now)
        case 6:
            guard let tree = trees.randomElement(using: &random) else { return }
            try store.deleteTree(id: tree.id, now: now)
        case 7:
            guard let issue = try store.issues().randomElement(using: &random) else { return }
            try store.deleteIssue(id: issue.id, now: now)
        case 8:
            guard let tree = trees.randomElement(using: &random), let collection = try store.collections().randomElement(using: &random) else { return }
            try store.addTrees([tree.id], toCollection: collection.name, now: now)
        default:
            guard let collection = try store.collections().randomElement(using: &random) else { return }
            if Bool.random(using: &random) {
                try store.deleteCollection(named: collection.name, now: now)
            } else if try store.collection(named: collection.name + " " + label) == nil {
                try store.renameCollection(collection.name, to: collection.name + " " + label, now: now)
            }
        }
    }

    @Test func threeDevicesConverge() async throws {
        try await Self.scenario(seed: 21, devices: 3, rounds: 8, changesPerRound: 6)
    }

    /// The property: for any edit sequence (here 12 random ones), every device and the
    /// server end with the same records and every conflict is listed.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func randomEditSequencesConverge(seed: UInt64) async throws {
        try await Self.scenario(seed: seed * 7919, devices: 2 + Int(seed % 2), rounds: 4, changesPerRound: 5)
    }
}
