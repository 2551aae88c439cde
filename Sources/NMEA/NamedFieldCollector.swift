/// Collects a sentence's fields as ``NamedField``s (``Sentence/namedFields``).
struct NamedFieldCollector: SentenceFieldVisitor {
    /// The fields collected.
    private(set) var fields: [NamedField] = []
    /// The list of objects being collected, and the object.
    private var objects: (name: StaticString, list: [[NamedField]])?
    private var object: [NamedField] = []

    private mutating func append(_ field: NamedField) {
        if objects == nil { fields.append(field) } else { object.append(field) }
    }

    mutating func number(_ name: StaticString, _ value: Double, unit: StaticString?) {
        append(NamedField(name.description, .number(value), unit: unit?.description))
    }

    mutating func integer(_ name: StaticString, _ value: Int, unit: StaticString?) {
        append(NamedField(name.description, .integer(value), unit: unit?.description))
    }

    mutating func text(_ name: StaticString, _ value: String) {
        append(NamedField(name.description, .text(value)))
    }

    mutating func integers(_ name: StaticString, _ values: InlineList<12, UInt16>) {
        append(NamedField(name.description, .integers(values.map(Int.init))))
    }

    mutating func beginObjects(_ name: StaticString) { objects = (name, []) }

    mutating func beginObject() { object = [] }

    mutating func endObject() { objects?.list.append(object) }

    mutating func endObjects() {
        guard let objects else { return }
        self.objects = nil
        fields.append(NamedField(objects.name.description, .objects(objects.list)))
    }

    mutating func raw(_ sentence: RawSentence) {
        append(NamedField("address", .text(sentence.address)))
        append(NamedField("fields", .texts(sentence.fields)))
    }
}
