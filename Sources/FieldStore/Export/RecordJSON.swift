import Foundation

/// Records as JSON objects, with the field names of design.md's output contract: what
/// `--json` prints and what a JSON export holds in its `records` array.
public enum RecordJSON {
    /// A tree as one JSON object on one line (photos as names and media types, no data).
    ///
    /// - Parameter store: the store the tree comes from (photo media types are read from
    ///   the names; no file is opened).
    public static func encode(_ tree: Tree, store: RecordStore) -> String {
        // Without photo data nothing is read from disk, so this cannot fail.
        encodeLine(try! TreeJSON(tree, photos: store.photos, includePhotoData: false))
    }

    /// An issue as one JSON object on one line.
    public static func encode(_ issue: Issue, store: RecordStore) -> String {
        encodeLine(try! IssueJSON(issue, photos: store.photos, includePhotoData: false))
    }

    /// A collection as one JSON object: `id`, `name`, `treeCount`, `createdAt`.
    public static func encode(_ collection: TreeCollection) -> String {
        "{\"id\":\(collection.id),\"name\":\(string(collection.name)),\"treeCount\":\(collection.treeCount),"
            + "\"createdAt\":\"\(Timestamp.iso8601(collection.createdAt))\"}"
    }

    /// A JSON string literal for `text`.
    public static func string(_ text: String) -> String {
        encodeLine(text)
    }

    /// Encodes a value on one line, keys sorted so that the same record always prints the
    /// same bytes; `Encodable` values made here never fail to encode.
    static func encodeLine(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// Reads an ISO 8601 UTC time from a keyed container.
    static func date<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> Date {
        let text = try c.decode(String.self, forKey: key)
        guard let date = Timestamp.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\"\(text)\" is not an ISO 8601 time with a zone")
        }
        return date
    }
}
