import FieldStore
import Foundation

/// What `fieldfix sync` says to people: the store's sync state without connecting, and what
/// a sync did.
public enum SyncText {
    /// The device, the last sync ("never" before the first) and what waits to be pushed, one
    /// line each: `waiting to be pushed: 0 collections, 2 trees, 1 issues, 0 deletions`.
    public static func status(_ state: SyncStatus) -> [String] {
        let last = state.lastSyncAt.map { ISO8601DateFormatter().string(from: $0) } ?? "never"
        let kinds = SyncKind.allCases.map { "\(state.pending[$0] ?? 0) \($0.rawValue)s" }.joined(separator: ", ")
        return ["device \(state.device.uuidString.lowercased())", "last sync: \(last)",
                "waiting to be pushed: \(kinds), \(state.pendingDeletions) deletions"]
    }

    /// `synced with postgres://…: pushed 3, pulled 2, conflicts 1`, then a line per conflict.
    public static func report(_ report: SyncReport, target: PostgresTarget) -> [String] {
        ["synced with \(target): pushed \(report.pushed), pulled \(report.pulled), conflicts \(report.conflicts.count)"]
            + report.conflicts.map { "conflict: \($0)" }
    }
}
