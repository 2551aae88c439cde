import Foundation

/// FieldFix's JSON document of records, `fieldfix-records` version 1: what a JSON export
/// holds, what the importer reads and what a recovery file is. Its field names are the store's.
package enum InterchangeFormat {
    /// The document's `format`, checked by the importer.
    package static let name = "fieldfix-records"
    /// The document's `version`, checked by the importer.
    package static let version = 1

    /// Reads an ISO 8601 UTC time from a keyed container: a time some clock told, so not
    /// more than a day after `now` (a record dated 2999 would win every sync conflict).
    static func date<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K, now: Date = Date()) throws -> Date {
        let text = try c.decode(String.self, forKey: key)
        guard let date = Timestamp.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\"\(text)\" is not an ISO 8601 time with a zone")
        }
        guard date.timeIntervalSince(now) <= 86_400 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\"\(text)\" is more than a day in the future")
        }
        return date
    }

    /// Reads a record's last edit time, which may not be before its `createdAt`; when absent
    /// or null, `createdAt` unless the key is `required`.
    static func editTime<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K, createdAt: Date, required: Bool) throws -> Date {
        if !required, try c.decodeIfPresent(String.self, forKey: key) == nil { return createdAt }
        let edited = try date(c, key)
        guard edited >= createdAt else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(key.stringValue) is before createdAt")
        }
        return edited
    }
}

extension Tree {
    /// The document's `kind` for trees, also the export file name's prefix.
    package static var kind: String { "trees" }
}

extension Issue {
    /// The document's `kind` for issues, also the export file name's prefix.
    package static var kind: String { "issues" }
}
