import Foundation

/// One version of one record as team sync moves it between a store and the server: the
/// record's contents, or its deletion.
///
/// Versions are ordered by ``updatedAt`` (milliseconds since 1970 of the edit or deletion
/// that made them), then by the device that made them: the later edit wins.
public struct SyncRecord: Sendable, Hashable {
    /// What kind of record.
    public var kind: SyncKind
    /// The record's global id.
    public var uid: UUID
    /// When this version was made, milliseconds since 1970.
    public var updatedAt: Int64
    /// The server version this one was made from (`nil`: the device never had one).
    public var base: Int64?
    /// The contents, or `nil` when this version is the record's deletion.
    public var content: SyncContent?

    /// Creates a version.
    public init(kind: SyncKind, uid: UUID, updatedAt: Int64, base: Int64? = nil, content: SyncContent?) {
        self.kind = kind
        self.uid = uid
        self.updatedAt = updatedAt
        self.base = base
        self.content = content
    }

    /// The kind, uid and time that name this version.
    public var version: SyncVersion { SyncVersion(kind: kind, uid: uid, updatedAt: updatedAt) }
}

/// A record version's name: its kind, uid and ``SyncRecord/updatedAt``.
public struct SyncVersion: Sendable, Hashable {
    /// What kind of record.
    public var kind: SyncKind
    /// The record's global id.
    public var uid: UUID
    /// When the version was made, milliseconds since 1970.
    public var updatedAt: Int64

    /// Creates a version name.
    public init(kind: SyncKind, uid: UUID, updatedAt: Int64) {
        self.kind = kind
        self.uid = uid
        self.updatedAt = updatedAt
    }
}

/// The contents of a record version.
public enum SyncContent: Sendable, Hashable {
    /// A collection: its name and creation time (ms since 1970).
    case collection(name: String, createdAt: Int64)
    /// A tree (its `id`, `photos`, `collectionId` and `collection` are the store's own and
    /// not carried), its collection and its photos in order.
    case tree(Tree, collection: SyncCollectionRef?, photos: [SyncPhoto])
    /// An issue (its `id` and `photo` are the store's own) and its photo.
    case issue(Issue, photo: SyncPhoto?)
}

/// The collection a synced tree belongs to, with enough to create it when the store does
/// not have it yet.
public struct SyncCollectionRef: Sendable, Hashable {
    /// The collection's global id.
    public var uid: UUID
    /// Its name.
    public var name: String
    /// When it was created, ms since 1970.
    public var createdAt: Int64
    /// Its version, ms since 1970.
    public var updatedAt: Int64

    /// Creates a reference.
    public init(uid: UUID, name: String, createdAt: Int64, updatedAt: Int64) {
        self.uid = uid
        self.name = name
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A record's photo as sync moves it: a file of the store (going out) or the image bytes
/// (coming in).
public enum SyncPhoto: Sendable, Hashable {
    /// The photo file's path in the store's photos folder.
    case file(String)
    /// The image bytes.
    case data(Data)
}

extension SyncRecord {
    /// A time as sync carries it: milliseconds since 1970, rounded down (as the store keeps them).
    public static func milliseconds(_ date: Date) -> Int64 { Timestamp.milliseconds(date) }

    /// The date for milliseconds since 1970.
    public static func date(milliseconds: Int64) -> Date { Timestamp.date(milliseconds: milliseconds) }
}
