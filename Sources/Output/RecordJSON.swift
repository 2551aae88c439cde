import FieldStore

/// Records as JSON objects, with the store's field names: what `--json` prints and what a
/// JSON export holds in its `records` array.
public enum RecordJSON {
    /// A tree as one JSON object on one line (photos as names and media types, no data).
    ///
    /// - Parameter store: the store the tree comes from (photo media types are read from
    ///   the names; no file is opened).
    public static func encode(_ tree: Tree, store: RecordStore) -> String {
        // Without photo data nothing is read from disk, so this cannot fail.
        InterchangeFormat.encodeLine(try! TreeJSON(tree, photos: store.photos, includePhotoData: false))
    }

    /// An issue as one JSON object on one line.
    public static func encode(_ issue: Issue, store: RecordStore) -> String {
        InterchangeFormat.encodeLine(try! IssueJSON(issue, photos: store.photos, includePhotoData: false))
    }

    /// A collection as one JSON object: `id`, `name`, `treeCount`, `createdAt`.
    public static func encode(_ collection: TreeCollection) -> String {
        "{\"id\":\(collection.id),\"name\":\(string(collection.name)),\"treeCount\":\(collection.treeCount),"
            + "\"createdAt\":\"\(Timestamp.iso8601(collection.createdAt))\"}"
    }

    /// A JSON string literal for `text`.
    public static func string(_ text: String) -> String {
        InterchangeFormat.encodeLine(text)
    }
}
