import Foundation

/// Where an export is written.
public enum ExportTarget: Hashable, Sendable {
    /// Standard output.
    case standardOutput
    /// A file, written under a temporary name and renamed when complete (an existing file
    /// of that name is replaced only by a complete export).
    case file(String)

    /// The file name for an export into a folder: `{prefix}_{yyyy-MM-dd_HHmmss}.{ext}`, where
    /// the prefix is `trees` or `issues`, or the collection's name as a slug
    /// (`victorias_orchard_2024-03-15_143022.gpx` for "Victoria's Orchard"); the time is
    /// `date` in `timeZone`.
    public static func fileName(kind: String, collection: String?, date: Date, format: ExportFormat,
                                timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let stamp = "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))_\(two(c.hour))\(two(c.minute))\(two(c.second))"
        let prefix = collection.map(slug) ?? kind
        return "\(prefix)_\(stamp).\(format.fileExtension)"
    }

    /// A file-name-safe slug: lowercase ASCII letters and digits, words joined by `_`,
    /// apostrophes dropped, accents folded ("Victoria's Orchard" → `victorias_orchard`);
    /// `collection` when nothing is left.
    public static func slug(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingSeparator = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingSeparator && !slug.isEmpty { slug += "_" }
                pendingSeparator = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingSeparator = true
            }
        }
        return slug.isEmpty ? "collection" : String(slug.lowercased().prefix(80))
    }
}
