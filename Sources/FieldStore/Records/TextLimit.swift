/// The longest texts a record keeps, in characters: checked on save, edit and import.
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
}
