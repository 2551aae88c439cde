import Receivers

/// What `fieldfix bench` prints about a ``StreamTally``: a report for people, or one JSON
/// object.
public enum BenchReport {
    /// The human-readable report: counts, counts per type, wall time and rates.
    public static func text(_ tally: StreamTally) -> String {
        var lines = ["sentences: \(tally.sentences)", "errors: \(tally.errors)"]
        if tally.ubxMessages > 0 { lines.insert("UBX messages: \(tally.ubxMessages)", at: 1) }
        for (type, count) in tally.byType.sorted(by: { $0.key < $1.key }) { lines.append("  \(type): \(count)") }
        lines.append("seconds: \(tally.seconds)")
        lines.append("sentences/s: \(Int(tally.rate))")
        if tally.ubxMessages > 0 { lines.append("messages/s: \(Int(tally.messageRate))") }
        if let fixes = tally.fixes, let allowed = tally.captureAllowed {
            lines.insert("fixes: \(fixes) (capture allowed: \(allowed))", at: 2)
            lines.append("fixes/s: \(Int(tally.fixRate))")
        }
        return lines.joined(separator: "\n")
    }

    /// `{"sentences": N, "ubxMessages": N, "errors": N, "byType": {...}, "seconds": S,
    /// "sentencesPerSecond": R, "messagesPerSecond": R}`, with `"fixes"` and
    /// `"fixesPerSecond"` after the fix stage.
    public static func json(_ tally: StreamTally) -> String {
        let types = tally.byType.sorted(by: { $0.key < $1.key }).map { "\"\($0.key)\": \($0.value)" }
        let fixFields = tally.fixes.map { ", \"fixes\": \($0), \"fixesPerSecond\": \(tally.fixRate)" } ?? ""
        return "{\"sentences\": \(tally.sentences), \"ubxMessages\": \(tally.ubxMessages), \"errors\": \(tally.errors), "
            + "\"byType\": {\(types.joined(separator: ", "))}, \"seconds\": \(tally.seconds), "
            + "\"sentencesPerSecond\": \(tally.rate), \"messagesPerSecond\": \(tally.messageRate)\(fixFields)}"
    }

    /// The report of a fleet run: a line per file (``FleetSummaryEncoder/text(_:)``), the
    /// totals, the workers, the output bytes when lines were encoded, the wall time and the
    /// fixes per second.
    public static func text(fleet summaries: [FleetFileSummary], workers: Int, outputBytes: Int?, seconds: Double) -> String {
        var total = FleetFileSummary(index: summaries.count, path: "total")
        summaries.forEach { total.add($0) }
        var lines = summaries.map(FleetSummaryEncoder.text)
        lines.append(FleetSummaryEncoder.text(total))
        lines.append("workers: \(workers)")
        if let outputBytes { lines.append("output bytes: \(outputBytes)") }
        lines.append("seconds: \(seconds)")
        lines.append("fixes/s: \(Int(seconds > 0 ? Double(total.fixes) / seconds : 0))")
        return lines.joined(separator: "\n")
    }
}
