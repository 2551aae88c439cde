import Foundation
import GRDB
import Positioning
import Testing
@testable import FieldStore

@Suite struct AveragedFixesTests {
    static let fixes: [AveragedFix] = (0..<5).map(fix)

    /// The `i`th fix: a metre apart, accuracies 3.0 to 3.4 m, the last from the DOP model, the
    /// third without a date.
    static func fix(_ i: Int) -> AveragedFix {
        let step = Double(i)
        let source: AccuracySource = i == 4 ? .dopModel : .receiver
        let time: Int64? = i == 2 ? nil : 1_710_511_422_000 + Int64(i) * 1000
        return AveragedFix(latitude: 48.8566 + step * 1e-5, longitude: 2.3522 - step * 1e-5,
                           horizontalAccuracy: Accuracy(meters: 3 + step / 10, confidence: .p68, source: source),
                           unixMilliseconds: time)
    }

    static var averaged: CapturedLocation {
        var location = Fixtures.location(method: .averaged(count: 5, duration: 4, scatter: 0.3))
        location.averagedFixes = fixes
        return location
    }

    @Test func aTreeKeepsItsAveragedFixesInOrder() throws {
        let temporary = try TemporaryStore()
        defer { temporary.cleanup() }
        let store = temporary.store
        let tree = try store.saveTree(NewTree(species: "Malus"), at: Self.averaged)
        let single = try store.saveTree(NewTree(species: "Pyrus"), at: Fixtures.location())
        #expect(try store.averagedFixes(of: .tree(tree.id)) == Self.fixes)
        #expect(try store.averagedFixes(of: .tree(single.id)).isEmpty)
        #expect(try store.averagedFixes(of: .issue(tree.id)).isEmpty)
    }

    @Test func aRecordReadsItsOwnFixesAndSaysWhichItIs() throws {
        let temporary = try TemporaryStore()
        defer { temporary.cleanup() }
        let store = temporary.store
        let tree = try store.saveTree(NewTree(species: "Malus"), at: Self.averaged)
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: Fixtures.location())
        #expect(try tree.averagedFixes(in: store) == Self.fixes)
        #expect(try issue.averagedFixes(in: store).isEmpty)
        #expect(tree.reference == "tree \(tree.id)" && issue.reference == "issue \(issue.id)")
    }

    @Test func anIssueKeepsItsFixesAndDeletingARecordDeletesThem() throws {
        let temporary = try TemporaryStore()
        defer { temporary.cleanup() }
        let store = temporary.store
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: Self.averaged)
        let tree = try store.saveTree(NewTree(species: "Malus"), at: Self.averaged)
        #expect(try store.averagedFixes(of: .issue(issue.id)).count == 5)
        try store.deleteTree(id: tree.id)
        #expect(try store.averagedFixes(of: .tree(tree.id)).isEmpty)
        #expect(try store.averagedFixes(of: .issue(issue.id)).count == 5)
        try store.deleteIssue(id: issue.id)
        #expect(try store.averagedFixes(of: .issue(issue.id)).isEmpty)
    }

    @Test func aFixBelongsToExactlyOneRecord() throws {
        let queue = try DatabaseQueue()
        try StoreMigrations.migrator.migrate(queue)
        #expect(throws: DatabaseError.self) {
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO averagedFix (position, latitude, longitude, horizontalAccuracy, accuracyConfidence, accuracySource)
                    VALUES (0, 1, 2, 3, 68, 'receiver')
                    """)
            }
        }
    }
}
