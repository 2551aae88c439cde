import FieldStore
import Foundation

/// The version of a record the server holds: when it was made, by which device, and
/// whether it is a deletion.
public struct ServerVersion: Sendable, Hashable {
    /// When the version was made, ms since 1970.
    public var updatedAt: Int64
    /// The device that made it.
    public var device: UUID
    /// Whether the version is the record's deletion.
    public var deleted: Bool

    /// Creates a server version.
    public init(updatedAt: Int64, device: UUID, deleted: Bool) {
        self.updatedAt = updatedAt
        self.device = device
        self.deleted = deleted
    }
}

/// The conflict rule: what the server does with a version a device pushes.
///
/// A version made from the server's current one (its `base` is the server's version), or
/// following a version the same device made, simply replaces it. Otherwise two devices changed the record between syncs: the later edit wins
/// (deletions included; ties go to the larger device id), and the losing version is kept
/// in the conflicts table. A version the server already holds (the same time and device, a
/// push repeated after an interruption) changes nothing.
public enum ConflictRule {
    /// What to do with a pushed version.
    public enum Decision: Sendable, Hashable {
        /// Store it; no conflict.
        case apply
        /// The server already has it: nothing to do.
        case alreadyThere
        /// A conflict the pushed version wins over the server's `version`: keep that as the
        /// loser, store the pushed one.
        case replaceConflicting(ServerVersion)
        /// A conflict the server's `version` wins: keep the pushed version as the loser.
        case keepServer(ServerVersion)
    }

    /// Decides what the server does with `incoming`, made by `device`, when it holds `server`
    /// (`nil`: the server never had the record).
    public static func decide(_ incoming: SyncRecord, device: UUID, server: ServerVersion?) -> Decision {
        guard let server else { return .apply }
        if server.device == device { return server.updatedAt == incoming.updatedAt ? .alreadyThere : .apply }
        if server.deleted && incoming.content == nil { return .alreadyThere }
        if incoming.base == server.updatedAt { return .apply }
        return isLater(incoming.updatedAt, device, than: server.updatedAt, server.device) ? .replaceConflicting(server) : .keepServer(server)
    }

    /// Whether the version made at `time` by `device` is later than the other.
    static func isLater(_ time: Int64, _ device: UUID, than otherTime: Int64, _ otherDevice: UUID) -> Bool {
        (time, device.uuidString.lowercased()) > (otherTime, otherDevice.uuidString.lowercased())
    }
}
