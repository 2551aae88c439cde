import FieldStore

/// What an import says: its summary as JSON, and as lines for people.
public enum ImportText {
    /// `{"kind", "count", "photoCount", "skipped", "missingPhotos", "collections"}` on one line.
    public static func json(_ summary: ImportSummary) -> String {
        "{\"kind\":\(RecordJSON.string(summary.kind)),\"count\":\(summary.count),\"photoCount\":\(summary.photoCount),"
            + "\"skipped\":\(summary.skipped),\"missingPhotos\":\(summary.missingPhotos),\"collections\":["
            + summary.collections.map(RecordJSON.string).joined(separator: ",") + "]}"
    }

    /// What was imported, then what was skipped, for standard output.
    public static func lines(_ summary: ImportSummary) -> [String] {
        let noun = summary.count == 1 ? String(summary.kind.dropLast()) : summary.kind
        var line = "imported \(summary.count) \(noun)" + (summary.photoCount == 0 ? "" : " with \(counted(summary.photoCount, "photo"))")
        if !summary.collections.isEmpty {
            line += " into collection\(summary.collections.count == 1 ? "" : "s") " + summary.collections.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        return [line] + (summary.skipped > 0 ? ["skipped \(counted(summary.skipped, "record")) already in the store (imported before)"] : [])
    }

    /// A warning that photos listed in `file` were not imported, or `nil` when none were missing.
    public static func missingPhotosWarning(_ summary: ImportSummary, file: String) -> String? {
        guard summary.missingPhotos > 0 else { return nil }
        return "warning: \(counted(summary.missingPhotos, "photo")) listed in \(file) "
            + "\(summary.missingPhotos == 1 ? "was" : "were") not imported: the file does not hold their data (export with --photos to carry them)"
    }

    /// "1 photo", "3 photos".
    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
