import Receivers
import TextEncoding

/// A fleet file's ``FleetFileSummary`` as printed at the end of `fieldfix bench`, `replay`
/// and `decode` with several logs: a line for people, or a `"class":"SUMMARY"` JSON object.
public enum FleetSummaryEncoder {
    /// `PATH: N sentences, N UBX messages, N errors, N fixes (allowed N, refused N: code N, ...)`,
    /// then `; failed: why` when the file could not be read to its end.
    public static func text(_ summary: FleetFileSummary) -> String {
        let reasons = summary.refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        var line = "\(summary.path): \(summary.sentences) sentences, \(summary.ubxMessages) UBX messages, "
            + "\(summary.errors) errors, \(summary.fixes) fixes (allowed \(summary.allowed), refused \(summary.refused)"
            + (reasons.isEmpty ? ")" : ": \(reasons))")
        if let failure = summary.failure { line += "; failed: \(failure)" }
        return line
    }

    /// `{"class":"SUMMARY","file":PATH,"sentences":N,"ubxMessages":N,"errors":N,"fixes":N,
    /// "allowed":N,"refused":{"code":N,...},"failure":"why"}` (`failure` only when the file
    /// could not be read to its end; refusal codes sorted).
    public static func json(_ summary: FleetFileSummary) -> String {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.field("class", "SUMMARY")
        json.field("file", summary.path)
        json.field("sentences", summary.sentences)
        json.field("ubxMessages", summary.ubxMessages)
        json.field("errors", summary.errors)
        json.field("fixes", summary.fixes)
        json.field("allowed", summary.allowed)
        json.key("refused")
        json.beginObject()
        for (code, count) in summary.refusals.sorted(by: { $0.key < $1.key }) {
            json.key(named: code)
            json.value(count)
        }
        json.endObject()
        json.field("failure", summary.failure.map { "\($0)" })
        json.endObject()
        return json.text
    }
}
