import Positioning

/// Encodes the way from a live fix to a stored record as one line of newline-delimited JSON,
/// a status line with `"class":"FIND"` beside the TPV lines, as `fieldfix trees find` streams it:
///
/// ```
/// {"class":"FIND","time":"2026-11-22T12:00:05.000Z","lat":48.1,"lon":11.5,"accuracy":3.2,
///  "accuracyClass":"excellent","target":7,"distance":41.2,"bearing":52.3,"direction":"NE","arrived":false}
/// ```
///
/// `distance` is in metres, `bearing` in degrees clockwise from true north (from the fix to
/// the record), `direction` its ``CompassPoint``; `arrived` says the record is within the
/// fix's accuracy radius.
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
        var json = JSONObjectWriter()
        json.field("class", "FIND")
        json.field("time", update.fix.time?.iso8601)
        json.field("lat", update.fix.latitude)
        json.field("lon", update.fix.longitude)
        json.field("accuracy", update.horizontalAccuracy?.meters)
        json.field("confidence", update.horizontalAccuracy?.confidence.probability)
        json.field("accuracyClass", update.accuracyClass.rawValue)
        json.field("target", Int(target))
        json.field("distance", distance)
        json.field("bearing", bearing)
        json.field("direction", CompassPoint(bearing: bearing).rawValue)
        json.field("arrived", arrived)
        return json.finish()
    }
}
