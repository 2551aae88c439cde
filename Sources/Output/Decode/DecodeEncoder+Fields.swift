import NMEA

/// A sentence's fields written as they are visited: JSON members, or ` name=value unit` in
/// a text line (`[{id=5 elevation=40},...]` for a list of objects, whose fields carry no
/// unit), numbers in text as Swift prints them.
extension DecodeEncoder: SentenceFieldVisitor {
    public mutating func number(_ name: StaticString, _ value: Double, unit: StaticString?) {
        if json {
            output.key(name)
            if value.isFinite { output.value(value, places: Self.numberPlaces) } else { output.null() }
        } else {
            textField(name, value.description, unit: unit)
        }
    }

    public mutating func integer(_ name: StaticString, _ value: Int, unit: StaticString?) {
        if json {
            output.key(name)
            output.value(value)
        } else {
            textField(name, value.description, unit: unit)
        }
    }

    public mutating func text(_ name: StaticString, _ value: String) {
        if json {
            output.key(name)
            output.value(value)
        } else {
            textField(name, value, unit: nil)
        }
    }

    public mutating func integers(_ name: StaticString, _ values: InlineList<12, UInt16>) {
        if json {
            output.key(name)
            output.beginArray()
            for value in values { output.value(Int(value)) }
            output.endArray()
        } else {
            textField(name, "[" + values.map(String.init).joined(separator: ",") + "]", unit: nil)
        }
    }

    public mutating func beginObjects(_ name: StaticString) {
        if json {
            output.key(name)
            output.beginArray()
        } else {
            textName(name)
            output.raw(UInt8(ascii: "["))
        }
        objects = (true, true, false)
    }

    public mutating func beginObject() {
        if json { output.beginObject() } else { output.raw((objects.first ? "{" : ",{").utf8) }
        objects.first = false
        objects.firstField = true
    }

    public mutating func endObject() {
        if json { output.endObject() } else { output.raw(UInt8(ascii: "}")) }
    }

    public mutating func endObjects() {
        if json { output.endArray() } else { output.raw(UInt8(ascii: "]")) }
        objects = (false, false, false)
    }

    public mutating func raw(_ sentence: RawSentence) {
        if json {
            output.key("address")
            sentence.withAddress { output.value(utf8: $0) }
            output.key("fields")
            sentence.withFieldText { text in
                if let text { output.array(splitting: text, at: UInt8(ascii: ",")) } else {
                    output.beginArray()
                    output.endArray()
                }
            }
        } else {
            textField("address", sentence.address, unit: nil)
            textField("fields", "[" + sentence.fields.joined(separator: ",") + "]", unit: nil)
        }
    }

    /// ` name=` (no space before an object's first field).
    private mutating func textName(_ name: StaticString) {
        if !(objects.inList && objects.firstField) { output.raw(UInt8(ascii: " ")) }
        objects.firstField = false
        name.withUTF8Buffer { output.raw($0) }
        output.raw(UInt8(ascii: "="))
    }

    /// ` name=value unit`; inside a list of objects, without the unit.
    private mutating func textField(_ name: StaticString, _ value: String, unit: StaticString?) {
        textName(name)
        output.raw(value.utf8)
        if let unit, !objects.inList {
            output.raw(UInt8(ascii: " "))
            unit.withUTF8Buffer { output.raw($0) }
        }
    }
}
