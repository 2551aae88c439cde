import Positioning

/// A kind of record the store keeps at a captured location, trees or issues, as code that
/// handles either alike needs it: its names, how the store reads, selects and deletes it.
public protocol StoredRecord: Sendable {
    /// The store's filter for the records: ``TreeFilter`` or ``IssueFilter``.
    associatedtype Filter

    /// "tree" or "issue", in messages.
    static var singular: String { get }
    /// "trees" or "issues", in messages.
    static var plural: String { get }

    /// The record's id in its store.
    var id: Int64 { get }
    /// Where the record was captured.
    var location: CapturedLocation { get }
    /// How many photos the record has.
    var photoCount: Int { get }

    /// The store's reference to the fixes an averaged capture of the record `id` was made from.
    static func averagedFixOwner(id: Int64) -> AveragedFixOwner
    /// The record with this id, or `nil`.
    static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Self?
    /// Deletes the records with these ids and their photos, all or none.
    ///
    /// - Throws: ``StoreError`` (`notFound`) when one id names no record; nothing is deleted.
    static func delete(ids: [Int64], in store: RecordStore) throws(StoreError)
    /// Hands each record the filter selects to `body`, newest first, one at a time.
    static func forEach(_ filter: Filter, in store: RecordStore, _ body: (Self) throws(StoreError) -> Void) throws(StoreError)
    /// The records the filter selects within `radius` metres of `point`, nearest first.
    static func records(near point: GeoPoint, radius: Double, filter: Filter, in store: RecordStore) throws(StoreError) -> [Nearby<Self>]
}

extension StoredRecord {
    /// The record with this id.
    ///
    /// - Throws: ``StoreError`` (`notFound`, "no tree with id 7") when there is none.
    public static func existing(id: Int64, in store: RecordStore) throws(StoreError) -> Self {
        guard let record = try record(id: id, in: store) else { throw StoreError(.notFound, "no \(singular) with id \(id)") }
        return record
    }

    /// How messages and pictures name the record: "tree 12".
    public var reference: String { "\(Self.singular) \(id)" }

    /// The fixes the record's averaged capture was made from, in the order they were taken;
    /// empty when it was captured another way, or saved before the store kept them.
    ///
    /// - Throws: ``StoreError`` (`database`).
    public func averagedFixes(in store: RecordStore) throws(StoreError) -> [AveragedFix] {
        try store.averagedFixes(of: Self.averagedFixOwner(id: id))
    }

    /// The record's location as a point, for distances and bearings.
    ///
    /// - Throws: ``StoreError`` (`notFound`) when the stored coordinates are out of range.
    public var point: GeoPoint {
        get throws(StoreError) {
            guard let point = GeoPoint(latitude: location.latitude, longitude: location.longitude) else {
                throw StoreError(.notFound, "\(reference) has no valid location")
            }
            return point
        }
    }
}
