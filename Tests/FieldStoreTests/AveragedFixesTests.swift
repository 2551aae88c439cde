import Foundation
import GRDB
import Positioning
import Testing
@testable import FieldStore

@Suite struct AveragedFixesTests {
    static let fixes = (0..<5).map { i in
        AveragedFix(latitude: 48.8566 + Double(i) * 1e-6, longitude: 2.3522 - Double(i) * 1e-6,
                    horizontalAccuracy: Accuracy(meters: 3 + Double(i) / 10, confidence: .p68, source: i == 4 ? .dopModel : .receiver),
                    unixMilliseconds: i == 2 ? nil : 1_710_511_422_000 + Int64(i) * 1000)
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
