import FieldStore
import Positioning

/// A kind of stored record, trees or issues, as the subcommands the two share
/// (``RecordSubcommands``) need it: its names in help texts and messages, how the store
/// reads and deletes its records, how they print, and the options that narrow a list.
protocol RecordKind {
    /// The stored record: `Tree` or `Issue`.
    associatedtype Record: Sendable
    /// The store's filter for the records: `TreeFilter` or `IssueFilter`.
    associatedtype Filter
    /// The options of `list` that narrow it, besides the time range.
    associatedtype ListOptions: RecordFilterOptions<Filter>
    /// The options of `near` that narrow it.
    associatedtype NearOptions: RecordFilterOptions<Filter>

    /// "tree" or "issue", in help texts and messages.
    static var singular: String { get }
    /// "trees" or "issues": the parent command's name, in help texts and messages.
    static var plural: String { get }

    /// The record with this id, or `nil`.
    static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Record?
    /// Deletes the records with these ids and their photos, all or none.
    ///
    /// - Throws: ``StoreError`` (`notFound`) when one id names no record; nothing is deleted.
    static func delete(ids: [Int64], in store: RecordStore) throws(StoreError)
    /// How many photos the record has.
    static func photoCount(_ record: Record) -> Int
    /// Hands each record the filter selects to `body`, newest first, one at a time.
    static func forEach(_ filter: Filter, in store: RecordStore, _ body: (Record) throws(StoreError) -> Void) throws(StoreError)
    /// The records the filter selects within `radius` metres of `point`, nearest first.
    static func records(near point: GeoPoint, radius: Double, filter: Filter, in store: RecordStore) throws(StoreError) -> [Nearby<Record>]
    /// Where the record was captured.
    static func location(of record: Record) -> CapturedLocation
    /// The record on one line of a list.
    static func line(_ record: Record) -> String
    /// The record, one field per line.
    static func details(_ record: Record, store: RecordStore) -> String
    /// The record as one JSON object on one line.
    static func json(_ record: Record, store: RecordStore) -> String
}

extension RecordKind {
    /// The record with this id.
    ///
    /// - Throws: ``StoreError`` (`notFound`, "no tree with id 7") when there is none.
    static func existingRecord(id: Int64, in store: RecordStore) throws(StoreError) -> Record {
        guard let record = try record(id: id, in: store) else { throw StoreError(.notFound, "no \(singular) with id \(id)") }
        return record
    }
}
