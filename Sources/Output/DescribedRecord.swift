import FieldStore

/// A stored record as people and programs read it: one line of a list, every field one per
/// line, and one JSON object (the store's names, see docs/vocabulary.md).
public protocol DescribedRecord: StoredRecord {
    /// The record on one line of a list, fields separated by tabs.
    var line: String { get }
    /// The record in a few words, as a capture reports it saved: "tree 12: Malus domestica,
    /// collection Orchard", "issue 3: pothole".
    var summary: String { get }
    /// The record, one field per line; photos as paths in `store`.
    func details(store: RecordStore) -> String
    /// The record as one JSON object on one line.
    func json(store: RecordStore) -> String
}
