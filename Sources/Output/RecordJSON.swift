import FieldStore
import Foundation
import TextEncoding

/// Records as JSON objects, with the store's field names (docs/vocabulary.md): what `--json`
/// prints, what a JSON export holds in its `records` array and what a recovery file holds.
/// Absent values are `null`; ``InterchangeFormat`` in FieldStore reads them back.
public enum RecordJSON {
    /// A tree as one JSON object on one line (photos as names and media types, no data).
    ///
    /// - Parameter store: the store the tree comes from (photo media types are read from
    ///   the names; no file is opened).
    public static func encode(_ tree: Tree, store: RecordStore) -> String {
        var json = JSONWriter()
        write(tree, photos: tree.photos.map { PhotoJSON(storedName: $0) }, to: &json)
        return json.text
    }

    /// An issue as one JSON object on one line.
    public static func encode(_ issue: Issue, store: RecordStore) -> String {
        var json = JSONWriter()
        write(issue, photo: issue.photo.map { PhotoJSON(storedName: $0) }, to: &json)
        return json.text
    }

    /// A collection as one JSON object: `id`, `name`, `treeCount`, `createdAt`.
    public static func encode(_ collection: TreeCollection) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("id", Int(collection.id))
        json.field("name", collection.name)
        json.field("treeCount", collection.treeCount)
        json.field("createdAt", Timestamp.iso8601(collection.createdAt))
        json.endObject()
        return json.text
    }

    /// The start of a `fieldfix-records` document, up to its `records` array's `[`:
    /// `format`, `version`, `kind`, `exportedAt` and `collection` (the collection exported,
    /// or `null`). Records follow, one a line; ``documentEnd(count:)`` closes it.
    package static func documentStart(kind: String, exportedAt: Date, collection: String?) -> String {
        "{\"format\":\"\(InterchangeFormat.name)\",\"version\":\(InterchangeFormat.version),\"kind\":\"\(kind)\","
            + "\"exportedAt\":\"\(Timestamp.iso8601(exportedAt))\",\"collection\":" + (collection.map(string) ?? "null") + ",\"records\":["
    }

    /// The end of a `fieldfix-records` document that holds `count` records.
    package static func documentEnd(count: Int) -> String {
        count == 0 ? "]}\n" : "\n]}\n"
    }

    /// A JSON string literal for `text`.
    public static func string(_ text: String) -> String {
        JSONString.quoted(text)
    }

    /// Writes a tree: `id`, the location with its class and text, the context, `species`, `variety`, `rootstock`,
    /// `notes`, `photos`, `collection`, `createdAt`, `updatedAt`.
    package static func write(_ tree: Tree, photos: [PhotoJSON], to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", Int(tree.id))
        LocationFields.write(tree.location, to: &json)
        LocationFields.writeGrade(tree.location, to: &json)
        writeContext(uid: tree.uid, tree.context, to: &json)
        json.field("species", tree.species)
        json.field("variety", tree.variety, null: true)
        json.field("rootstock", tree.rootstock, null: true)
        json.field("notes", tree.notes, null: true)
        json.key("photos")
        json.beginArray()
        for photo in photos { write(photo, to: &json) }
        json.endArray()
        json.field("collection", tree.collection, null: true)
        json.field("createdAt", Timestamp.iso8601(tree.createdAt))
        json.field("updatedAt", Timestamp.iso8601(tree.updatedAt))
        json.endObject()
    }

    /// Writes an issue: `id`, the location with its class and text, the context, `category`, `description`,
    /// `photo` (or `null`), `createdAt`, `updatedAt`.
    package static func write(_ issue: Issue, photo: PhotoJSON?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", Int(issue.id))
        LocationFields.write(issue.location, to: &json)
        LocationFields.writeGrade(issue.location, to: &json)
        writeContext(uid: issue.uid, issue.context, to: &json)
        json.field("category", issue.category.rawValue)
        json.field("description", issue.description)
        json.key("photo")
        if let photo { write(photo, to: &json) } else { json.null() }
        json.field("createdAt", Timestamp.iso8601(issue.createdAt))
        json.field("updatedAt", Timestamp.iso8601(issue.updatedAt))
        json.endObject()
    }

    /// Writes a record's stable id and context: `uid`, `source`, `altitudeHAE`,
    /// `geoidSeparation`, `geoidSeparationSource` (``ContextJSON``'s fields).
    static func writeContext(uid: UUID, _ context: CaptureContext, to json: inout JSONWriter) {
        json.field("uid", uid.uuidString.lowercased())
        json.field("source", context.origin?.rawValue, null: true)
        json.field("altitudeHAE", context.ellipsoidalHeight, places: Precision.meters, null: true)
        json.field("geoidSeparation", context.geoidSeparation, places: Precision.meters, null: true)
        json.field("geoidSeparationSource", context.geoidSeparationSource, null: true)
    }

    /// Writes a photo: `file`, `mediaType`, and `data` (base64) when carried.
    static func write(_ photo: PhotoJSON, to json: inout JSONWriter) {
        json.beginObject()
        json.field("file", photo.file)
        json.field("mediaType", photo.mediaType)
        json.field("data", photo.data?.base64EncodedString())
        json.endObject()
    }
}
