import ArgumentParser
import FrontEnd
import NMEA
import Output
import SystemIO

/// `fieldfix decode FILE...|-`: prints every NMEA sentence and UBX message of a log decoded,
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

            Several files are decoded as in replay: on --workers threads, in file order, \
            each line tagged with its file, then a summary per file.
            """
    )

    @Argument(help: "The NMEA or UBX logs to read, or - for standard input.") var files: [String]
    @Flag(help: "Print one JSON object per sentence: talker, type and camelCase fields, or error.") var json = false
    @Flag(help: "Accept sentences without a checksum.") var lenient = false
    @OptionGroup var fleet: FleetOptions

    func validate() throws { try fleet.validate(files) }

    func run() throws {
        let options = lenient ? ParseOptions.lenient : ParseOptions()
        if files.count > 1 {
            let json = json
            return try fleet.run(files, command: "decode", json: json) { _, path in
                DecodeStream(json: json, file: path, options: options)
            }
        }
        var stream = DecodeStream(json: json, file: nil, options: options)
        try stream.run(reading: InputFile(files[0]))
    }
}
