import Capture
import Positioning
import TextEncoding

/// Encodes the way from a live fix to a stored record as one line of newline-delimited JSON,
/// a status line with `"class":"FIND"` beside the TPV lines:
///
/// ```
/// {"class":"FIND","time":"2026-11-22T12:00:05.000Z","lat":48.1,"lon":11.5,"accuracy":3.2,
///  "confidence":0.68,"accuracyClass":"excellent","target":7,"distance":41.2,"bearing":52.3,"direction":"NE","arrived":false}
/// ```
///
/// The fix's fields have their TPV names; `distance` is in metres, `bearing` in degrees
/// clockwise from true north (from the fix to the record), `direction` its
/// ``CompassPoint``; `arrived` says the record is within the fix's accuracy radius.
public enum GuidanceEncoder {
    /// The JSON object for one fix, without a trailing newline.
    ///
    /// - Parameters:
    ///   - update: the live fix.
    ///   - target: the record's id.
    ///   - distance: metres from the fix to the record.
    ///   - bearing: degrees from the fix to the record.
    ///   - arrived: whether the record is within the fix's accuracy.
    public static func encode(_ update: LocationUpdate, target: Int64, distance: Double, bearing: Double, arrived: Bool) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("class", "FIND")
        json.field("time", update.fix.time?.iso8601)
        json.field("lat", update.fix.latitude, places: Precision.degrees)
        json.field("lon", update.fix.longitude, places: Precision.degrees)
        json.field("accuracy", update.horizontalAccuracy?.meters, places: Precision.meters)
        json.field("confidence", update.horizontalAccuracy?.confidence.probability, places: Precision.ratio)
        json.field("accuracyClass", update.accuracyClass.rawValue)
        json.field("target", Int(target))
        json.field("distance", distance, places: Precision.meters)
        json.field("bearing", bearing, places: Precision.direction)
        json.field("direction", CompassPoint(bearing: bearing).rawValue)
        json.field("arrived", arrived)
        json.endObject()
        return json.text
    }

    /// The line `trees|issues find` prints for `update` on the `way` to the record `target`:
    /// its JSON object with `json` (``encode(_:target:distance:bearing:arrived:)``), else its
    /// line for people (``line(_:distance:bearing:arrived:)``).
    public static func encode(_ update: LocationUpdate, way: Guidance, target: Int64, json: Bool) -> String {
        json ? encode(update, target: target, distance: way.distance, bearing: way.bearing, arrived: way.arrived)
             : line(update, distance: way.distance, bearing: way.bearing, arrived: way.arrived)
    }

    /// The same fix for people, one line:
    /// "2026-11-22T12:00:05.000Z  41 m, bearing 52° NE  ±3.2 m (68%) Excellent  arrived".
    public static func line(_ update: LocationUpdate, distance: Double, bearing: Double, arrived: Bool) -> String {
        let accuracy = update.horizontalAccuracy.map { AccuracyText.radius($0) + " " + update.accuracyClass.label } ?? "±? m"
        return "\(update.fix.time?.iso8601 ?? "--:--:--.---")  \(RecordText.distance(distance, bearing: bearing))  \(accuracy)"
            + (arrived ? "  arrived" : "")
    }
}
