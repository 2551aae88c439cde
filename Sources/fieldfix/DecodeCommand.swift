import ArgumentParser
import NMEA
import Output
import Positioning
import TextEncoding
import UBX

/// `fieldfix decode FILE|-`: prints every NMEA sentence and UBX message of a log decoded,
/// or why it was rejected.
struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode an NMEA 0183 or u-blox UBX log message by message, like gpsdecode.",
        discussion: """
            Prints one line per sentence: talker, type and the typed fields with their names \
            and units, or the error with its reason. Malformed fields read as empty and are \
            reported on their own line after their sentence. UBX messages print as \
            "UBX NAV-PVT iTOW=... latitude=... deg" (JSON: "class":"UBX", "type":"NAV-PVT"), \
            rejected frames with the stream offset of their first byte.
            """
    )

    @Argument(help: "The NMEA or UBX log to read, or - for standard input.")
    var file: String

    @Flag(help: "Print one JSON object per sentence: talker, type and camelCase fields, or error.")
    var json = false

    @Flag(help: "Accept sentences without a checksum.")
    var lenient = false

    /// Decoded lines are written in blocks of about this many bytes, and after each read.
    static let outputBlock = 1 << 16

    func run() throws {
        var reader = GNSSReader(options: lenient ? .lenient : ParseOptions())
        let input = try InputFile(file)
        var printer = Printer(json: json)
        var ended = false
        while !ended {
            if let chunk = try input.read() {
                reader.feed(chunk)
            } else {
                reader.finish()
                ended = true
            }
            reader.read(into: &printer)
            printer.flush()
        }
    }

    /// Writes one line per event, in blocks of about ``DecodeCommand/outputBlock`` bytes.
    struct Printer: GNSSVisitor {
        let json: Bool
        var output = JSONWriter(capacity: DecodeCommand.outputBlock + 4096)

        init(json: Bool) {
            self.json = json
        }

        mutating func visit(_ sentence: Sentence) { add(.sentence(sentence)) }
        mutating func visit(_ error: NMEAError) { add(.error(error)) }

        mutating func visit(_ message: UBXMessage) {
            let fields = message.namedFields
            if json {
                output.beginObject()
                output.field("class", "UBX")
                output.field("type", message.id.description)
                for field in fields { DecodeCommand.write(field, to: &output) }
                output.endObject()
                endLine()
            } else {
                line("UBX \(message.id)" + fields.map { " \($0.name)=\(DecodeCommand.text($0.value))" + ($0.unit.map { " " + $0 } ?? "") }.joined())
            }
        }

        mutating func visit(_ error: UBXError) {
            if json {
                output.beginObject()
                output.field("error", error.code.description)
                output.field("class", "UBX")
                output.field("offset", error.offset)
                output.field("type", error.message?.description)
                output.field("length", error.length)
                output.endObject()
                endLine()
            } else {
                line("error: UBX \(error)")
            }
        }

        private mutating func add(_ event: NMEAEvent) {
            if json {
                DecodeCommand.write(event, to: &output)
                endLine()
            } else {
                line(DecodeCommand.text(event))
            }
        }

        private mutating func line(_ text: String) {
            output.raw(text.utf8)
            endLine()
        }

        private mutating func endLine() {
            output.raw(CollectionOfOne(UInt8(ascii: "\n")))
            if output.bytes.count >= DecodeCommand.outputBlock { flush() }
        }

        /// Prints the lines written so far.
        mutating func flush() {
            print(output.text, terminator: "")
            output.removeAll()
        }
    }

    /// One line of text: `GPGGA time=12:35:19.000 latitude=48.1173 deg ...`, or
    /// `error: GGA field 2: invalid field "48x7"`.
    static func text(_ event: NMEAEvent) -> String {
        switch event {
        case .error(let error):
            return "error: \(error)"
        case .sentence(let sentence):
            var line = (sentence.talker?.description ?? "") + sentence.type.description
            for field in sentence.namedFields {
                line += " \(field.name)=\(text(field.value))"
                if let unit = field.unit { line += " \(unit)" }
            }
            return line
        }
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

    /// Decoded numbers are written to 1e-9 of their unit: every digit a receiver sends, and
    /// none of the binary noise of the conversion (``DecimalText``).
    static let numberPlaces = 9

    /// Writes one JSON object: `{"talker":"GP","type":"GGA","time":"12:35:19.000",...}`, or
    /// `{"error":"checksum mismatch","type":"GGA","bytes":"$GPGGA,..."}`.
    static func write(_ event: NMEAEvent, to json: inout JSONWriter) {
        json.beginObject()
        switch event {
        case .error(let error):
            json.field("error", error.code.description)
            json.field("type", error.sentenceType)
            json.field("field", error.field)
            json.field("bytes", String(decoding: error.bytes, as: UTF8.self))
        case .sentence(let sentence):
            json.field("talker", sentence.talker?.description)
            json.field("type", sentence.type.description)
            for field in sentence.namedFields { write(field, to: &json) }
        }
        json.endObject()
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
