/// One field of a sentence with its name and unit, for display and JSON output
/// (see ``Sentence/namedFields``).
public struct NamedField: Hashable, Sendable {
    /// A field's value.
    public enum Value: Hashable, Sendable {
        /// A decimal number.
        case number(Double)
        /// An integer.
        case integer(Int)
        /// Text: a letter code, a time, a date or a message.
        case text(String)
        /// A list of integers (GSA satellite IDs).
        case integers([Int])
        /// A list of texts (the fields of a raw sentence).
        case texts([String])
        /// A list of objects (GSV satellites).
        case objects([[NamedField]])
    }

    /// The name in camelCase, such as `latitude`.
    public var name: String
    /// The value.
    public var value: Value
    /// The unit (`deg`, `m`, `kn`, `km/h`, `s`, `dB-Hz`), or `nil` for none.
    public var unit: String?

    /// Creates a field.
    public init(_ name: String, _ value: Value, unit: String? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}
