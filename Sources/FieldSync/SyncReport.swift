/// What a sync did.
public struct SyncReport: Sendable, Hashable {
    /// Versions the server took from this store (records and deletions).
    public var pushed = 0
    /// Records this store changed with other devices' versions.
    public var pulled = 0
    /// Conflicts found while pushing, each with the version kept and the one set aside.
    public var conflicts: [SyncConflict] = []

    /// Creates an empty report.
    public init() {}
}
