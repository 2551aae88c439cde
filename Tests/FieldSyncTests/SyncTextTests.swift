@testable import FieldStore
@testable import FieldSync
import Foundation
import Testing

/// `SyncText`: what `fieldfix sync` prints, without a database.
@Suite struct SyncTextTests {
    static let device = UUID(uuidString: "1B2C3D4E-0000-4000-8000-00000000000A")!

    @Test func theStatusNamesTheDeviceTheLastSyncAndEachKindWaiting() {
        var state = SyncStatus(device: Self.device, server: nil, lastSyncAt: nil, pending: [.tree: 2, .issue: 1], pendingDeletions: 3)
        #expect(SyncText.status(state) == [
            "device 1b2c3d4e-0000-4000-8000-00000000000a", "last sync: never",
            "waiting to be pushed: 0 collections, 2 trees, 1 issues, 3 deletions",
        ])
        state.lastSyncAt = Date(timeIntervalSince1970: 1_764_065_700)
        #expect(SyncText.status(state)[1] == "last sync: 2025-11-25T10:15:00Z")
    }

    @Test func theReportNamesTheTargetWithoutThePasswordThenEachConflict() throws {
        let target = try PostgresTarget(url: "postgres://surveyor:secret@office.example:5432/field", environment: [:])
        var report = SyncReport()
        report.pushed = 3
        report.pulled = 2
        #expect(SyncText.report(report, target: target) == ["synced with postgres://surveyor@office.example:5432/field: pushed 3, pulled 2, conflicts 0"])
        let won = ServerVersion(updatedAt: 1_764_065_700_000, device: Self.device, deleted: false)
        let lost = ServerVersion(updatedAt: 1_764_065_600_000, device: UUID(), deleted: true)
        let conflict = SyncConflict(kind: .tree, uid: UUID(), won: won, lost: lost)
        report.conflicts = [conflict]
        let lines = SyncText.report(report, target: target)
        #expect(lines.count == 2 && lines[0].hasSuffix("conflicts 1") && lines[1] == "conflict: \(conflict)")
        #expect(lines[1].hasPrefix("conflict: tree ") && lines[1].contains("kept the edit of 2025-11-25T10:15:00Z by device 1b2c3d4e"))
    }
}
