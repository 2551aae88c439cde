import FieldStore
import Foundation

/// A conflict sync resolved: the same record changed on two devices between syncs. The
/// losing version is kept in the server's `fieldfix.conflicts` table.
public struct SyncConflict: Sendable, Hashable, CustomStringConvertible {
    /// What kind of record.
    public var kind: SyncKind
    /// The record's global id.
    public var uid: UUID
    /// The version kept.
    public var won: ServerVersion
    /// The version set aside.
    public var lost: ServerVersion

    public var description: String {
        func text(_ version: ServerVersion) -> String {
            let what = version.deleted ? "deletion" : "edit"
            let time = ISO8601DateFormatter().string(from: SyncRecord.date(milliseconds: version.updatedAt))
            return "\(what) of \(time) by device \(version.device.uuidString.lowercased().prefix(8))"
        }
        return "\(kind.rawValue) \(uid.uuidString.lowercased()): kept the \(text(won)), set aside the \(text(lost))"
    }
}
