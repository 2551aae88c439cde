import Positioning

/// Encodes a ``CapturedLocation`` as one line of newline-delimited JSON, a status line
/// with `"class":"CAPTURE"` beside the TPV lines of the output contract:
///
/// ```
/// {"class":"CAPTURE","method":"auto","time":"…","lat":48.1,"lon":11.5,"altMSL":520.1,
///  "accuracy":3.2,"confidence":0.68,"accuracySource":"receiver","verticalAccuracy":5.1,
///  "accuracyClass":"excellent","maximumAccuracy":20,"quality":"autonomous","uSat":9,"hdop":0.9}
/// ```
///
/// Names follow the TPV lines (`lat`, `lon`, `altMSL`, `accuracy`...); unknown values are
/// left out.
public enum CaptureEncoder {
    /// The JSON object for one captured location, without a trailing newline.
    public static func encode(_ location: CapturedLocation) -> String {
        var json = JSONObjectWriter()
        json.field("class", "CAPTURE")
        json.field("method", location.method.name)
        json.field("time", location.time?.iso8601)
        json.field("lat", location.latitude)
        json.field("lon", location.longitude)
        json.field("altMSL", location.altitude)
        json.field("accuracy", location.horizontalAccuracy.meters)
        json.field("confidence", location.horizontalAccuracy.confidence.probability)
        json.field("accuracySource", location.horizontalAccuracy.source.rawValue)
        json.field("verticalAccuracy", location.verticalAccuracy?.meters)
        json.field("accuracyClass", AccuracyClass(location.horizontalAccuracy).rawValue)
        json.field("maximumAccuracy", location.maximumAccuracy)
        json.field("quality", location.quality.rawValue)
        json.field("uSat", location.satellitesUsed)
        json.field("hdop", location.hdop)
        if case let .averaged(count, duration, scatter) = location.method {
            json.field("samples", count)
            json.field("duration", duration)
            json.field("scatter", scatter)
        }
        return json.finish()
    }
}
