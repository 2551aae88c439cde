import Foundation

/// Text fields on the server. PostgreSQL text cannot hold NUL, so a field with one is shown
/// with U+2400 (␀) in its column, and the row keeps all its text fields exactly in
/// `exact_text` (length-prefixed UTF-8), which reading prefers.
enum ServerText {
    /// The column value of a field.
    static func column(_ text: String?) -> String? {
        guard let text, text.utf8.contains(0) else { return text }
        return text.replacingOccurrences(of: "\u{0}", with: "\u{2400}")
    }

    /// The `exact_text` value of a row with these text fields: `nil` unless one holds a NUL.
    /// Each field is a byte 0 (none) or 1 followed by its UTF-8 length (4 bytes, big-endian)
    /// and bytes.
    static func exact(_ fields: [String?]) -> Data? {
        guard fields.contains(where: { $0?.utf8.contains(0) ?? false }) else { return nil }
        var data = Data()
        for field in fields {
            guard let field else { data.append(0); continue }
            let bytes = Array(field.utf8)
            data.append(1)
            withUnsafeBytes(of: UInt32(bytes.count).bigEndian) { data.append(contentsOf: $0) }
            data.append(contentsOf: bytes)
        }
        return data
    }

    /// The row's text fields: from `exact` when present, else the columns.
    ///
    /// - Throws: ``SyncError`` (`badServerRow`) when `exact` does not hold that many fields.
    static func fields(_ columns: [String?], exact: Data?, place: String) throws(SyncError) -> [String?] {
        guard let exact else { return columns }
        let bytes = [UInt8](exact)
        var fields: [String?] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0 {
                fields.append(nil)
                index += 1
                continue
            }
            guard bytes[index] == 1, index + 5 <= bytes.count else { break }
            let length = bytes[index + 1..<index + 5].reduce(0) { $0 << 8 | Int($1) }
            index += 5
            guard index + length <= bytes.count else { break }
            fields.append(String(decoding: bytes[index..<index + length], as: UTF8.self))
            index += length
        }
        guard index == bytes.count, fields.count == columns.count else {
            throw SyncError(.badServerRow, "\(place): exact_text does not hold \(columns.count) texts")
        }
        return fields
    }
}
