import ArgumentParser
import NMEA
import Output
import Positioning
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
        var output = ""

        init(json: Bool) {
            self.json = json
            output.reserveCapacity(DecodeCommand.outputBlock + 4096)
        }

        mutating func visit(_ sentence: Sentence) { add(.sentence(sentence)) }
        mutating func visit(_ error: NMEAError) { add(.error(error)) }

        mutating func visit(_ message: UBXMessage) {
            let fields = message.namedFields
            if json {
                let members = ["\"class\":\"UBX\"", "\"type\":\(JSONString.quoted(message.id.description))"]
                line("{" + (members + fields.map(DecodeCommand.jsonMember)).joined(separator: ",") + "}")
            } else {
                line("UBX \(message.id)" + fields.map { " \($0.name)=\(DecodeCommand.text($0.value))" + ($0.unit.map { " " + $0 } ?? "") }.joined())
            }
        }

        mutating func visit(_ error: UBXError) {
            if json {
                var members = ["\"error\":\(JSONString.quoted(error.code.description))", "\"class\":\"UBX\"", "\"offset\":\(error.offset)"]
                if let id = error.message { members.append("\"type\":\(JSONString.quoted(id.description))") }
                if let length = error.length { members.append("\"length\":\(length)") }
                line("{" + members.joined(separator: ",") + "}")
            } else {
                line("error: UBX \(error)")
            }
        }

        private mutating func add(_ event: NMEAEvent) {
            line(json ? DecodeCommand.json(event) : DecodeCommand.text(event))
        }

        private mutating func line(_ text: String) {
            output += text
            output += "\n"
            if output.utf8.count >= DecodeCommand.outputBlock { flush() }
        }

        /// Prints the lines written so far.
        mutating func flush() {
            print(output, terminator: "")
            output.removeAll(keepingCapacity: true)
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

    /// One JSON object: `{"talker":"GP","type":"GGA","time":"12:35:19.000",...}`, or
    /// `{"error":"checksum mismatch","type":"GGA","bytes":"$GPGGA,..."}`.
    static func json(_ event: NMEAEvent) -> String {
        switch event {
        case .error(let error):
            var members = ["\"error\":\(JSONString.quoted(error.code.description))"]
            if let type = error.sentenceType { members.append("\"type\":\(JSONString.quoted(type))") }
            if let field = error.field { members.append("\"field\":\(field)") }
            members.append("\"bytes\":\(JSONString.quoted(String(decoding: error.bytes, as: UTF8.self)))")
            return "{" + members.joined(separator: ",") + "}"
        case .sentence(let sentence):
            var members: [String] = []
            if let talker = sentence.talker { members.append("\"talker\":\(JSONString.quoted(talker.description))") }
            members.append("\"type\":\(JSONString.quoted(sentence.type.description))")
            return "{" + (members + sentence.namedFields.map(jsonMember)).joined(separator: ",") + "}"
        }
    }

    /// `"name":value`.
    static func jsonMember(_ field: NamedField) -> String {
        "\(JSONString.quoted(field.name)):\(json(field.value))"
    }

    /// A field value as JSON.
    private static func json(_ value: NamedField.Value) -> String {
        switch value {
        case .number(let number): "\(number)"
        case .integer(let integer): "\(integer)"
        case .text(let text): JSONString.quoted(text)
        case .integers(let list): "[" + list.map(String.init).joined(separator: ",") + "]"
        case .texts(let list): "[" + list.map(JSONString.quoted).joined(separator: ",") + "]"
        case .objects(let list): "[" + list.map { "{" + $0.map(jsonMember).joined(separator: ",") + "}" }.joined(separator: ",") + "]"
        }
    }
}
