/// The longest texts a record keeps, in characters: checked on save, edit and import.
public enum TextLimit {
    /// Species, variety, rootstock and collection names: 200.
    public static let name = 200
    /// Notes and issue descriptions: 10 000.
    public static let text = 10_000
}
