import Foundation

/// The longest texts a record keeps, in characters counted as Unicode scalars (so a text
/// takes at most four bytes a character): checked on save, edit and import.
public enum TextLimit {
    /// Species, variety, rootstock and collection names: 200.
    public static let name = 200
    /// Notes and issue descriptions: 10 000.
    public static let text = 10_000

    /// Checks `text` as the store would keep it (trimmed), before it is saved: so that a
    /// front end can refuse it before a capture waits for a fix.
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) naming `field` when the text is longer than
    ///   `limit` characters or holds a NUL.
    public static func check(_ text: String?, field: String, limit: Int) throws(StoreError) {
        _ = try RecordStore.optional(text, field, limit: limit)
    }

    /// The text of a UTF-8 file, without its final newline: notes or a description written in
    /// an editor. The file may hold at most `limit` characters' worth of bytes (4 each); the
    /// text itself is checked against the limit where it is used (``check(_:field:limit:)``).
    ///
    /// - Throws: ``StoreError`` naming the path: `io` when the file cannot be read,
    ///   `invalidValue` when it is larger or not UTF-8.
    public static func read(file path: String, limit: Int = text) throws(StoreError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError(.io, "\(path): cannot read the file")
        }
        guard data.count <= limit * 4, let text = String(data: data, encoding: .utf8) else {
            throw StoreError(.invalidValue, "\(path): not UTF-8 text of at most \(limit) characters")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
