import TextEncoding

/// Encodes a change of connection as one line of newline-delimited JSON, a status line with
/// `"class":"STATUS"` beside the TPV lines:
///
/// ```
/// {"class":"STATUS","state":"connecting","source":"gpsd://localhost:2947"}
/// {"class":"STATUS","state":"disconnected","source":"tcp://10.0.0.5:5000","reason":"connection reset"}
/// ```
///
/// `state` is one of `connecting`, `connected`, `disconnected`, `stale`, `ended`; `reason`
/// is there when something went wrong.
public enum StatusEncoder {
    /// The JSON object for one status, without a trailing newline.
    ///
    /// - Parameters:
    ///   - state: what happened (`connecting`, `connected`, `disconnected`, `stale`, `ended`).
    ///   - source: the source's name, as the user gave it.
    ///   - reason: why, for people; left out when `nil`.
    ///   - age: seconds since the last fix, for `stale`; left out when `nil`.
    public static func encode(state: String, source: String, reason: String? = nil, age: Double? = nil) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("class", "STATUS")
        json.field("state", state)
        json.field("source", source)
        json.field("reason", reason)
        json.field("age", age, places: Precision.seconds)
        json.endObject()
        return json.text
    }
}
