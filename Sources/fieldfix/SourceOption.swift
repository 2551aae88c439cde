import ArgumentParser
import Receivers

/// `--source URL`: where fixes come from (gpsd://host:port, serial://, tcp://, udp://, a file, -).
struct SourceOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where fixes come from: gpsd://host:port, serial:///dev/ttyUSB0?baud=9600, tcp://host:port, udp://:port, a file (file:PATH?speed=1 paces it), or - for stdin.",
            valueName: "url"))
    var source: String = SourceURL.defaultGPSD.description

    /// The parsed source.
    var url: SourceURL {
        get throws {
            do { return try SourceURL(parsing: source) } catch { throw ValidationError("\(error)") }
        }
    }

    func validate() throws { _ = try url }
}
