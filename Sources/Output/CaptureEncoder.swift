import Positioning
import TextEncoding

/// Encodes a ``CapturedLocation`` as one line of newline-delimited JSON, a status line
/// with `"class":"CAPTURE"` beside the TPV lines. A capture result is a record's location,
/// so it has the store's names (``LocationFields``, docs/vocabulary.md), plus its class and
/// text (``LocationFields/writeGrade(_:to:)``) and `locationText`, the location as a capture
/// says it to people (``CaptureText/location(_:)``):
///
/// ```
/// {"class":"CAPTURE","latitude":48.1,"longitude":11.5,"altitude":520.1,"horizontalAccuracy":3.2,
///  "accuracyConfidence":0.68,"accuracySource":"receiver",…,"captureMethod":"auto",…,"accuracyClass":"excellent",
///  "accuracyText":"±3.2 m (68%)","locationText":"48.1000000, 11.5000000 ±3.2 m (68%, receiver), auto-captured"}
/// ```
public enum CaptureEncoder {
    /// The JSON object for one captured location, without a trailing newline.
    public static func encode(_ location: CapturedLocation) -> String {
        var json = JSONWriter()
        write(location, to: &json)
        return json.text
    }

    /// Writes the JSON object for one captured location, without a newline.
    public static func write(_ location: CapturedLocation, to json: inout JSONWriter) {
        json.beginObject()
        json.field("class", "CAPTURE")
        LocationFields.write(location, to: &json)
        LocationFields.writeGrade(location, to: &json)
        json.field("locationText", CaptureText.location(location))
        json.endObject()
    }
}
