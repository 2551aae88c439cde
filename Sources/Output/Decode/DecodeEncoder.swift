import NMEA
import Positioning
import TextEncoding
import UBX

/// Writes every event of a log decoded, one line each, as `fieldfix decode` prints them:
/// a sentence's or UBX message's named fields with their units
/// (`GPGGA time=12:35:19.000 latitude=48.1173 deg ...`, `UBX NAV-PVT iTOW=...`), or the
/// error with its reason; with `json`, one object per line
/// (`{"talker":"GP","type":"GGA",...}`, `{"class":"UBX","type":"NAV-PVT",...}`,
/// `{"error":"checksum mismatch","type":"GGA","bytes":"$GPGGA,..."}`).
///
/// With a `file`, each line says it: text lines begin with `FILE: `, JSON objects have a
/// `"file"` member first. Lines gather in ``output`` until the caller takes them.
public struct DecodeEncoder: GNSSVisitor {
    /// Whether lines are JSON objects.
    public let json: Bool
    /// The file each line names, or `nil` for none.
    public let file: String?
    /// The lines written since the last ``removeAll()``.
    public internal(set) var output: JSONWriter
    /// Where a sentence's list of objects stands (GSV's satellites): in a list, at its
    /// first object, at an object's first field.
    var objects: (inList: Bool, first: Bool, firstField: Bool) = (false, false, false)
    /// Sentences decoded.
    public private(set) var sentences = 0
    /// UBX messages decoded (checksummed, known type or not).
    public private(set) var ubxMessages = 0
    /// Rejected sentences, malformed fields and rejected UBX frames.
    public private(set) var errors = 0

    /// Decoded numbers are written to 1e-9 of their unit: every digit a receiver sends, and
    /// none of the binary noise of the conversion (``DecimalText``).
    public static let numberPlaces = 9

    /// Creates an encoder writing text lines, or JSON lines with `json`, tagged with `file`.
    public init(json: Bool, file: String? = nil, capacity: Int = 1 << 16) {
        self.json = json
        self.file = file
        output = JSONWriter(capacity: capacity)
    }

    /// Forgets the lines written so far, keeping the buffer.
    public mutating func removeAll() { output.removeAll() }

    public mutating func visit(_ sentence: Sentence) {
        sentences += 1
        if json {
            begin()
            if let talker = sentence.talker {
                output.key("talker")
                withUnsafeBytes(of: (talker.first, talker.second)) { output.value(utf8: $0.bindMemory(to: UInt8.self)) }
            }
            output.key("type")
            sentence.type.withBytes { output.value(utf8: $0) }
        } else {
            if let file { output.raw((file + ": ").utf8) }
            output.raw(((sentence.talker?.description ?? "") + sentence.type.description).utf8)
        }
        sentence.visitFields(&self)
        if json { end() } else { output.raw(UInt8(ascii: "\n")) }
    }

    public mutating func visit(_ error: NMEAError) {
        errors += 1
        if json {
            begin()
            output.field("error", error.code.description)
            output.field("type", error.sentenceType)
            output.field("field", error.field)
            output.field("bytes", String(decoding: error.bytes, as: UTF8.self))
            end()
        } else {
            line("error: \(error)")
        }
    }

    public mutating func visit(_ message: UBXMessage) {
        ubxMessages += 1
        let fields = message.namedFields
        if json {
            begin()
            output.field("class", "UBX")
            output.field("type", message.id.description)
            for field in fields { Self.write(field, to: &output) }
            end()
        } else {
            line("UBX \(message.id)" + Self.text(fields))
        }
    }

    public mutating func visit(_ error: UBXError) {
        errors += 1
        if json {
            begin()
            output.field("error", error.code.description)
            output.field("class", "UBX")
            output.field("offset", error.offset)
            output.field("type", error.message?.description)
            output.field("length", error.length)
            end()
        } else {
            line("error: UBX \(error)")
        }
    }

    mutating func begin() {
        output.beginObject()
        output.field("file", file)
    }

    mutating func end() {
        output.endObject()
        output.raw(UInt8(ascii: "\n"))
    }

    private mutating func line(_ text: String) {
        if let file { output.raw((file + ": ").utf8) }
        output.raw(text.utf8)
        output.raw(UInt8(ascii: "\n"))
    }

    /// ` name=value unit` for each field.
    static func text(_ fields: [NamedField]) -> String {
        var line = ""
        for field in fields {
            line += " \(field.name)=\(text(field.value))"
            if let unit = field.unit { line += " \(unit)" }
        }
        return line
    }

    /// A field value as text.
    static func text(_ value: NamedField.Value) -> String {
        switch value {
        case .number(let number): "\(number)"
        case .integer(let integer): "\(integer)"
        case .text(let text): text
        case .integers(let list): "[" + list.map(String.init).joined(separator: ",") + "]"
        case .texts(let list): "[" + list.joined(separator: ",") + "]"
        case .objects(let list):
            "[" + list.map { "{" + $0.map { "\($0.name)=\(text($0.value))" }.joined(separator: " ") + "}" }
                .joined(separator: ",") + "]"
        }
    }

    /// Writes `"name":value`.
    static func write(_ field: NamedField, to json: inout JSONWriter) {
        json.key(named: field.name)
        write(field.value, to: &json)
    }

    /// Writes a field value as JSON (a number that is not finite as `null`).
    private static func write(_ value: NamedField.Value, to json: inout JSONWriter) {
        switch value {
        case .number(let number):
            if number.isFinite { json.value(number, places: numberPlaces) } else { json.null() }
        case .integer(let integer): json.value(integer)
        case .text(let text): json.value(text)
        case .integers(let list):
            json.beginArray()
            for integer in list { json.value(integer) }
            json.endArray()
        case .texts(let list):
            json.beginArray()
            for text in list { json.value(text) }
            json.endArray()
        case .objects(let list):
            json.beginArray()
            for fields in list {
                json.beginObject()
                for field in fields { write(field, to: &json) }
                json.endObject()
            }
            json.endArray()
        }
    }
}
