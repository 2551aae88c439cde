import FieldStore
import Output

/// A deletion of stored records as a person asks for it (`trees delete 4 7 4`): each id
/// once, in the order given, the question to ask before it removes more than one record or
/// any photo, and what to say once it is done.
public struct RecordDeletion<Record: StoredRecord> {
    /// The ids to delete, each once, in the order first given.
    public let ids: [Int64]

    /// A deletion of the records `ids` names; repeated ids count once.
    public init(ids: [Int64]) {
        self.ids = ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// "Delete 2 trees and 3 photos (ids 4 7)?", or `nil` when the deletion removes one
    /// record without photos and needs no question. An id that names no record adds no
    /// photos (the deletion then fails, removing nothing).
    public func question(in store: RecordStore) throws(StoreError) -> String? {
        var photos = 0
        for id in ids { photos += try Record.record(id: id, in: store)?.photoCount ?? 0 }
        guard ids.count > 1 || photos > 0 else { return nil }
        return "Delete \(RecordText.deletion(of: ids, Record.self, photos: photos))?"
    }

    /// Whether the deletion may go ahead: when `asking` (no `--yes`) and a question can be
    /// asked (`terminal`), a deletion that needs ``question(in:)`` goes ahead only once `ask`
    /// accepts it (``Confirmation``); any other goes ahead unasked.
    public func isConfirmed(in store: RecordStore, asking: Bool, terminal: Bool = Confirmation.isPossible,
                            ask: (String) -> Bool = Confirmation.ask) throws(StoreError) -> Bool {
        guard asking, terminal, let question = try question(in: store) else { return true }
        return ask(question)
    }

    /// Deletes the records and their photos, all or none (``StoredRecord/delete(ids:in:)``),
    /// and returns what to print: `{"deleted":[4,7]}` with `json`, else "deleted trees 4, 7".
    public func run(in store: RecordStore, json: Bool) throws(StoreError) -> String {
        try Record.delete(ids: ids, in: store)
        return json ? RecordText.deletedJSON(ids) : RecordText.deleted(ids, Record.self)
    }
}
