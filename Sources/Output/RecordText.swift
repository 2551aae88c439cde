import FieldStore
import Foundation
import Positioning
import TextEncoding

/// What records print alike for people, whatever their kind: locations, distances, times,
/// and the JSON of lists around them (each kind's own line and details are in its
/// ``DescribedRecord`` conformance).
public enum RecordText {
    /// "±4.2 m (68%, receiver)".
    public static func accuracy(_ location: CapturedLocation) -> String {
        AccuracyText.radiusAndSource(location.horizontalAccuracy)
    }

    /// "48.856600, 2.352200".
    public static func coordinates(_ location: CapturedLocation) -> String {
        "\(decimal(location.latitude, 6)), \(decimal(location.longitude, 6))"
    }

    /// The local date and time, to the minute: "2024-03-15 14:30".
    public static func localTime(_ date: Date) -> String {
        let c = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
    }

    /// `value` with `places` decimals.
    public static func decimal(_ value: Double, _ places: Int) -> String {
        DecimalText.string(value, places: places, style: .fixed)
    }

    /// Every field of a record's location and context, one per line.
    public static func details(_ l: CapturedLocation, _ context: CaptureContext) -> [String] {
        let raised = l.maximumAccuracy > CapturePolicy.standardMaximumAccuracy ? " (raised above the 20 m gate)" : ""
        var lines = ["location: \(coordinates(l))", "accuracy: \(accuracy(l)), limit \(decimal(l.maximumAccuracy, 1)) m\(raised)"]
        if let altitude = l.altitude { lines.append("altitude: \(decimal(altitude, 1)) m above mean sea level") }
        if let height = context.ellipsoidalHeight { lines.append("height above the WGS 84 ellipsoid: \(decimal(height, 1)) m") }
        if let separation = context.geoidSeparation {
            lines.append("geoid separation: \(decimal(separation, 1)) m" + (context.geoidSeparationSource.map { " (\($0))" } ?? ""))
        }
        if let origin = context.origin {
            lines.append("source: \(origin.rawValue)" + (origin.mayBeRecorded ? " (possibly a recording: the fix time is the log's)" : ""))
        }
        if let v = l.verticalAccuracy { lines.append("vertical accuracy: \(AccuracyText.radiusAndSource(v))") }
        lines.append("fix: \(l.quality.label)" + (l.satellitesUsed.map { ", \($0) satellites" } ?? "") + (l.hdop.map { ", HDOP \($0)" } ?? ""))
        if let speed = l.speed { lines.append("speed: \(decimal(speed, 2)) m/s" + (l.course.map { ", course \(decimal($0, 1))°" } ?? "")) }
        if let time = l.time { lines.append("fix time: \(time.iso8601)") }
        switch l.method {
        case .single, .auto: lines.append("captured: \(l.method.name)")
        case let .averaged(count, duration, scatter):
            lines.append("captured: averaged \(count) fixes over \(decimal(duration, 1)) s, scatter \(decimal(scatter, 2)) m")
        }
        return lines
    }

    /// "123 m, bearing 45° NE".
    public static func distance(_ meters: Double, bearing: Double) -> String {
        let name = CompassPoint(bearing: bearing).rawValue
        let distance = meters < 1000 ? "\(decimal(meters, 0)) m" : "\(decimal(meters / 1000, 2)) km"
        return "\(distance), bearing \(decimal(bearing, 0))° \(name)"
    }

    /// A nearby record as JSON: `{"distance": m, "bearing": degrees, "record": {...}}`.
    public static func nearbyJSON(distance: Double, bearing: Double, record: String) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("distance", distance, places: Precision.meters)
        json.field("bearing", bearing, places: Precision.direction)
        json.key("record")
        json.raw(record.utf8)
        json.endObject()
        return json.text
    }

    /// `{"deleted":[1,2]}`.
    public static func deletedJSON(_ ids: [Int64]) -> String {
        "{\"deleted\":[" + ids.map(String.init).joined(separator: ",") + "]}"
    }

    /// `{"deleted":[4],"name":"Orchard","treesKept":3}`: a collection deleted (by id, as
    /// ``deletedJSON(_:)`` gives deleted records), its name, and how many trees it held and kept.
    public static func collectionDeletedJSON(_ collection: TreeCollection) -> String {
        "{\"deleted\":[\(collection.id)],\"name\":\(RecordJSON.string(collection.name)),\"treesKept\":\(collection.treeCount)}"
    }

    /// `{"kind":"trees","count":12,"output":"trees_2026-11-25_101500.csv"}`: an export written to a file.
    public static func exportedJSON(kind: String, count: Int, output: String) -> String {
        "{\"kind\":\(RecordJSON.string(kind)),\"count\":\(count),\"output\":\(RecordJSON.string(output))}"
    }

    /// "2 trees and 3 photos (ids 4 7)": what a deletion of `ids` would remove.
    public static func deletion<Record: StoredRecord>(of ids: [Int64], _: Record.Type, photos: Int) -> String {
        count(ids.count, Record.singular, Record.plural)
            + (photos > 0 ? " and \(count(photos, "photo", "photos"))" : "")
            + " (ids \(ids.map(String.init).joined(separator: " ")))"
    }
}
