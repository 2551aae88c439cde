import Receivers
import TextEncoding

/// When to tell that statuses were dropped because the output fell behind the source, and
/// how: at the first drop, then each time the count has grown tenfold (1, 10, 100...), so that
/// the report is always visible and never a flood of its own. `live` says it as a note on
/// standard error, the server as a `dropped` event of its live stream.
public struct DropReport: Sendable {
    /// The count last reported.
    private var reported = 0

    public init() {}

    /// The count to report for `status`, or `nil` when nothing new is to be said.
    public mutating func count(for status: LocationStatus) -> Int? {
        guard status.droppedStatuses >= max(1, reported * 10) else { return nil }
        reported = status.droppedStatuses
        return reported
    }

    /// The note for people.
    public static func note(_ count: Int) -> String {
        "the output is slower than the source: \(count) statuses dropped so far (the newest are kept)"
    }

    /// The JSON object: `{"class":"DROPPED","source":"tcp://...","statuses":120}`.
    public static func json(_ count: Int, source: String) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("class", "DROPPED")
        json.field("source", source)
        json.field("statuses", count)
        json.endObject()
        return json.text
    }
}
