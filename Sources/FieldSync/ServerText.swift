import Foundation

/// Text fields on the server. PostgreSQL text cannot hold NUL, so a field with one is shown
/// with U+2400 (␀) in its column, and the row keeps all its text fields exactly in
/// `exact_text` (a JSON array), which reading prefers.
enum ServerText {
    /// The column value of a field.
    static func column(_ text: String?) -> String? {
        guard let text, text.utf8.contains(0) else { return text }
        return text.replacingOccurrences(of: "\u{0}", with: "\u{2400}")
    }

    /// The `exact_text` value of a row with these text fields: `nil` unless one holds a NUL.
    static func exact(_ fields: [String?]) -> Data? {
        guard fields.contains(where: { $0?.utf8.contains(0) ?? false }) else { return nil }
        return try? JSONSerialization.data(withJSONObject: fields.map { $0 as Any? ?? NSNull() })
    }

    /// The row's text fields: from `exact` when present, else the columns.
    ///
    /// - Throws: ``SyncError`` (`badServerRow`) when `exact` is not an array of that many
    ///   strings or nulls.
    static func fields(_ columns: [String?], exact: Data?, place: String) throws(SyncError) -> [String?] {
        guard let exact else { return columns }
        guard let array = try? JSONSerialization.jsonObject(with: exact) as? [Any], array.count == columns.count else {
            throw SyncError(.badServerRow, "\(place): exact_text is not an array of \(columns.count) texts")
        }
        return try array.map { value throws(SyncError) -> String? in
            if value is NSNull { return nil }
            guard let text = value as? String else { throw SyncError(.badServerRow, "\(place): exact_text holds a non-text value") }
            return text
        }
    }
}
