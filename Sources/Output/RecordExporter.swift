import FieldStore
import Foundation
import Positioning
import TextEncoding

/// Writes records one at a time in an export format; the caller feeds records in order
/// between ``begin(_:)`` and ``end(_:)``, so nothing but the current record is held.
package struct RecordExporter<Record: ExportableRecord> {
    let format: ExportFormat
    let photos: PhotoFiles
    let includePhotoData: Bool
    /// The `exportedAt` time written in JSON and GPX headers.
    let exportedAt: Date
    /// The collection exported, when one was chosen.
    let collection: String?
    private var count = 0
    private var json = JSONWriter()

    package init(format: ExportFormat, photos: PhotoFiles, includePhotoData: Bool, exportedAt: Date, collection: String?) {
        self.format = format
        self.photos = photos
        self.includePhotoData = includePhotoData
        self.exportedAt = exportedAt
        self.collection = collection
    }

    /// Writes the file's header.
    package func begin<Sink: ExportSink & ~Copyable>(_ sink: inout Sink) throws(StoreError) {
        switch format {
        case .csv:
            try sink.write(CSVField.line((["id"] + ExportText.locationHeaders + ExportText.contextHeaders + Record.csvHeaders).map { .text($0) }))
        case .json:
            try sink.write(RecordJSON.documentStart(kind: Record.kind, exportedAt: exportedAt, collection: collection))
        case .geojson:
            try sink.write("{\"type\":\"FeatureCollection\",\"features\":[")
        case .gpx:
            try sink.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx version="1.1" creator="fieldfix" xmlns="http://www.topografix.com/GPX/1/1" \
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
                xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
                <metadata><name>\(XMLText.escape(collection ?? Record.kind))</name><time>\(Timestamp.iso8601(exportedAt))</time></metadata>

                """)
        }
    }

    /// Writes one record.
    package mutating func write<Sink: ExportSink & ~Copyable>(_ record: Record, to sink: inout Sink) throws(StoreError) {
        let separator = count == 0 ? "\n" : ",\n"
        count += 1
        switch format {
        case .csv:
            try sink.write(CSVField.line([.number(record.id)] + ExportText.locationFields(record.location)
                + ExportText.contextFields(uid: record.uid, record.context) + record.csvFields))
        case .json:
            json.removeAll()
            json.raw(separator.utf8)
            try record.write(photos: photos, includePhotoData: includePhotoData, to: &json)
            try json.withBytes { bytes throws(StoreError) in try sink.write(bytes) }
        case .geojson:
            let l = record.location
            json.removeAll()
            json.raw(separator.utf8)
            json.beginObject()
            json.field("type", "Feature")
            json.field("id", Int(record.id))
            json.key("geometry")
            json.beginObject()
            json.field("type", "Point")
            json.key("coordinates")
            json.beginArray()
            json.value(l.longitude, places: Precision.degrees)
            json.value(l.latitude, places: Precision.degrees)
            // RFC 7946's third position element is the height above the WGS 84 ellipsoid;
            // a record without one gets two coordinates, never its sea-level height.
            if let height = record.context.ellipsoidalHeight, height.isFinite { json.value(height, places: Precision.meters) }
            json.endArray()
            json.endObject()
            json.key("properties")
            try record.write(photos: photos, includePhotoData: includePhotoData, to: &json)
            json.endObject()
            try json.withBytes { bytes throws(StoreError) in try sink.write(bytes) }
        case .gpx:
            try sink.write(waypoint(record))
        }
    }

    /// Writes the file's end.
    package func end<Sink: ExportSink & ~Copyable>(_ sink: inout Sink) throws(StoreError) {
        switch format {
        case .csv: break
        case .json: try sink.write(RecordJSON.documentEnd(count: count))
        case .geojson: try sink.write(count == 0 ? "]}\n" : "\n]}\n")
        case .gpx: try sink.write("</gpx>\n")
        }
    }

    /// A GPX 1.1 `wpt` with its children in the schema's order. GPX's `ele` is the height
    /// the receiver reports as in NMEA GGA (above mean sea level), and `geoidheight` the
    /// geoid's height above the WGS 84 ellipsoid, "as defined in NMEA GGA".
    private func waypoint(_ record: Record) -> String {
        let l = record.location
        // GPX longitudes are -180 <= lon < 180; 180 and -180 are the same meridian.
        let lon = l.longitude == 180 ? -180 : l.longitude
        var xml = "<wpt lat=\"\(DecimalText.string(l.latitude, places: Precision.degrees))\" lon=\"\(DecimalText.string(lon, places: Precision.degrees))\">"
        if let altitude = l.altitude { xml += "<ele>\(DecimalText.string(altitude, places: Precision.meters))</ele>" }
        xml += "<time>\(Timestamp.iso8601(record.createdAt))</time>"
        if let separation = record.context.geoidSeparation { xml += "<geoidheight>\(DecimalText.string(separation, places: Precision.meters))</geoidheight>" }
        xml += "<name>\(XMLText.escape(record.waypointName))</name>"
        xml += "<desc>\(XMLText.escape(record.waypointDescription))</desc>"
        xml += "<fix>\(Self.gpxFix(l))</fix>"
        if let sats = l.satellitesUsed { xml += "<sat>\(sats)</sat>" }
        if let hdop = l.hdop, hdop >= 0 { xml += "<hdop>\(DecimalText.string(hdop, places: Precision.ratio))</hdop>" }
        return xml + "</wpt>\n"
    }

    /// GPX's `fix`: `2d`/`3d` for autonomous fixes (3d when there is an altitude), `dgps`
    /// for differential and RTK, `pps` for PPS.
    static func gpxFix(_ l: CapturedLocation) -> String {
        switch l.quality {
        case .autonomous: return l.altitude == nil ? "2d" : "3d"
        case .differential, .rtkFixed, .rtkFloat: return "dgps"
        case .pps: return "pps"
        case .invalid, .deadReckoning, .manual, .simulated: return "none"
        }
    }
}
