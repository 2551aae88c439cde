import Foundation

/// What a store knows about its team sync: its device id, the server it last synced with,
/// and what waits to be pushed.
public struct SyncStatus: Sendable, Hashable {
    /// This store's device id (made once, by the migration).
    public var device: UUID
    /// The id of the server last synced with, or `nil`.
    public var server: String?
    /// When the last sync finished, or `nil`.
    public var lastSyncAt: Date?
    /// How many records of each kind wait to be pushed (new or edited).
    public var pending: [SyncKind: Int]
    /// How many deletions wait to be pushed.
    public var pendingDeletions: Int

    /// Everything waiting to be pushed.
    public var pendingTotal: Int { pending.values.reduce(pendingDeletions, +) }
}
