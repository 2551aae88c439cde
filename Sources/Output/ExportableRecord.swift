import FieldStore
import Foundation
import Positioning
import TextEncoding

/// What the exporters need from a record type: its JSON, CSV cells and waypoint text.
package protocol ExportableRecord: Sendable {
    /// The file name prefix and JSON `kind`: `trees` or `issues`.
    static var kind: String { get }
    /// The CSV header names after `id` and the location columns.
    static var csvHeaders: [String] { get }
    /// The record's id.
    var id: Int64 { get }
    /// The record's gated location.
    var location: CapturedLocation { get }
    /// The record's stable id.
    var uid: UUID { get }
    /// The kind of source and the heights.
    var context: CaptureContext { get }
    /// The waypoint time: when the record was created.
    var createdAt: Date { get }
    /// The cells for ``csvHeaders``.
    var csvFields: [CSVField] { get }
    /// The waypoint name: the species or the category.
    var waypointName: String { get }
    /// The waypoint description.
    var waypointDescription: String { get }
    /// Writes the record's JSON object on one line, reading photo bytes when asked.
    func write(photos: PhotoFiles, includePhotoData: Bool, to json: inout JSONWriter) throws(StoreError)
}

extension Tree: ExportableRecord {
    package static var csvHeaders: [String] {
        ["species", "variety", "rootstock", "notes", "photos", "collection", "createdAt", "updatedAt"]
    }
    package var csvFields: [CSVField] {
        [.text(species), .text(variety), .text(rootstock), .text(notes),
         .text(photos.isEmpty ? nil : photos.joined(separator: ";")), .text(collection),
         .text(Timestamp.iso8601(createdAt)), .text(Timestamp.iso8601(updatedAt))]
    }
    package var waypointName: String { species }
    package var waypointDescription: String {
        var parts: [String] = []
        if let variety { parts.append("variety: \(variety)") }
        if let rootstock { parts.append("rootstock: \(rootstock)") }
        if let collection { parts.append("collection: \(collection)") }
        if let notes { parts.append(notes) }
        parts.append(ExportText.accuracy(location))
        return parts.joined(separator: "; ")
    }
    package func write(photos files: PhotoFiles, includePhotoData: Bool, to json: inout JSONWriter) throws(StoreError) {
        var photos: [PhotoJSON] = []
        for name in self.photos { photos.append(try PhotoJSON(storedName: name, in: files, includeData: includePhotoData)) }
        RecordJSON.write(self, photos: photos, to: &json)
    }
}

extension Issue: ExportableRecord {
    package static var csvHeaders: [String] { ["category", "description", "photo", "createdAt", "updatedAt"] }
    package var csvFields: [CSVField] {
        [.text(category.rawValue), .text(description), .text(photo),
         .text(Timestamp.iso8601(createdAt)), .text(Timestamp.iso8601(updatedAt))]
    }
    package var waypointName: String { category.rawValue }
    package var waypointDescription: String { description + "; " + ExportText.accuracy(location) }
    package func write(photos files: PhotoFiles, includePhotoData: Bool, to json: inout JSONWriter) throws(StoreError) {
        let photo = try photo.map { name throws(StoreError) in try PhotoJSON(storedName: name, in: files, includeData: includePhotoData) }
        RecordJSON.write(self, photo: photo, to: &json)
    }
}
