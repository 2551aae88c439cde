/// Receives a sentence's present fields with their names and units, in sentence order
/// (``Sentence/visitFields(_:)``): what ``Sentence/namedFields`` collects, and what a
/// decoder writes as it goes, without building a list.
public protocol SentenceFieldVisitor {
    /// A decimal number, with its unit (`deg`, `m`, `kn`, `km/h`, `s`, `dB-Hz`) if any.
    mutating func number(_ name: StaticString, _ value: Double, unit: StaticString?)
    /// An integer, with its unit if any.
    mutating func integer(_ name: StaticString, _ value: Int, unit: StaticString?)
    /// Text: a letter code by name, a time, a date or a message.
    mutating func text(_ name: StaticString, _ value: String)
    /// A list of integers (GSA's satellite IDs).
    mutating func integers(_ name: StaticString, _ values: InlineList<12, UInt16>)
    /// A list of objects begins (GSV's satellites): each is ``beginObject()``, its fields,
    /// ``endObject()``; ``endObjects()`` ends the list.
    mutating func beginObjects(_ name: StaticString)
    /// An object of the list begins.
    mutating func beginObject()
    /// The object ends.
    mutating func endObject()
    /// The list of objects ends.
    mutating func endObjects()
    /// A sentence without a typed struct: its `address` and `fields`.
    mutating func raw(_ sentence: RawSentence)
}
