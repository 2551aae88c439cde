import Acquisition
import ArgumentParser
import FieldServer
import FieldStore
import FrontEnd
import GPSD
import Output
import Receivers
import SystemIO

/// `fieldfix serve`: the HTTP API and live stream over one receiver.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the receiver and the store over HTTP: a JSON API and a live stream for phones and programs.",
        discussion: """
            One receiver feeds every client: GET /api/live streams each fix as `live --json` \
            prints it (Server-Sent Events); captures run on the server, which alone applies the \
            gate; trees, collections and issues can be listed, shown, edited, deleted, exported \
            and imported. The API is described at /api/openapi.json. Listens on 127.0.0.1:8080 by \
            default; on any other address every request needs the access token: the pairing URL \
            printed at start gives a browser a session cookie, programs send \
            Authorization: Bearer TOKEN. SIGINT or SIGTERM stop it cleanly (status 0).

            Fixes are judged as `live` judges them (--confidence, --max-speed); --max-accuracy \
            is the default capture gate, at most 20 m (a capture request may raise it with \
            acceptPoorAccuracy). The field web app is at / (its map uses --tiles when given).

            Example: fieldfix serve --source tcp://192.168.1.20:5000 --listen 0.0.0.0:8080
            """)

    @OptionGroup var source: SourceOption
    @OptionGroup var store: StoreOptions
    @Option(help: ArgumentHelp("The address and port to listen on (port 0 picks a free one).", valueName: "HOST:PORT"))
    var listen = "127.0.0.1:8080"
    @Option(help: ArgumentHelp("A file whose first line is the access token off loopback, at least 32 letters, digits, -, ., _ or ~ "
        + "(default: a new random one of 256 bits, printed in the pairing URL). Never on the command line, where ps shows it.",
        valueName: "FILE"))
    var tokenFile: String?
    /// `--confidence`, `--max-accuracy` (at most 20 m here) and `--max-speed`, as `live` takes
    /// them, so that the server's verdicts are `live`'s.
    @OptionGroup var assessment: AssessmentOptions
    @Option(help: ArgumentHelp("The web app map's tile URL template, such as https://tile.example.org/{z}/{x}/{y}.png "
        + "(default: no tiles; the map draws its points on a grid, which works offline).", valueName: "URL-TEMPLATE"))
    var tiles: String?
    @Option(help: ArgumentHelp("Seconds after which a connection that sends nothing, or leaves a request half sent, is closed "
        + "(a live stream being answered is not).", valueName: "SECONDS"))
    var idleTimeout: Double = ServerLimits().idleTimeout
    @Option(help: ArgumentHelp("The most connections held at once; one more is closed as it opens, so that clients that never "
        + "finish their requests cannot use up the process's open files (default: \(ServerLimits.defaultMaximumConnections), "
        + "less when ulimit -n leaves no room for them).", valueName: "N"))
    var maxConnections: Int?

    func validate() throws { _ = try settings() }

    /// The server's settings from these options, checked (``ServerSettings/init(listen:token:engine:origin:tiles:)``).
    func settings(origin: LocationOrigin? = nil) throws -> ServerSettings {
        guard idleTimeout.isFinite, idleTimeout > 0 else {
            throw ValidationError("--idle-timeout must be a positive number of seconds, not \(idleTimeout)")
        }
        var token: String?
        if let tokenFile {
            guard let text = try? String(contentsOfFile: tokenFile, encoding: .utf8) else {
                throw ValidationError("--token-file: cannot read \(TerminalText.safe(tokenFile))")
            }
            // The first line, without its end (by scalars: "\r\n" is one Character).
            token = String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }))
        }
        do {
            var settings = try ServerSettings(listen: listen, token: token, engine: assessment.engine, origin: origin, tiles: tiles)
            settings.limits.idleTimeout = idleTimeout
            settings.limits.maximumConnections = try ServerSettings.maximumConnections(requested: maxConnections,
                                                                                       openFileLimit: ServerSettings.openFileLimit)
            return settings
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        let url = try source.url
        var settings = try settings(origin: LocationOrigin(url))
        let service = LocationService(source: url.makeSource(), engine: settings.engine, geoid: DefaultGeoid.load(for: "serve"))
        let records = try store.openCreating()
        // Temporary files in the store's own folder, where a later start finds and removes
        // those of a killed server (never in the system's folder, shared by every user).
        settings.limits.temporaryFolder = records.directory + "/tmp"
        let server = FieldServer(service: service, store: records, settings: settings)
        try await server.run { [settings] port in
            let address = settings.url(port: port)
            TerminalText.printError("fieldfix serve: listening on \(address), receiver \(url), store \(store.path)")
            if let pairing = server.pairingURL(port: port) {
                TerminalText.printError("fieldfix serve: open \(pairing) to pair a browser; programs send Authorization: Bearer \(server.token ?? "")")
            }
            // The address alone on standard output (unbuffered), for scripts that asked for port 0.
            _ = StandardStream.output.write(address + "\n")
        }
    }
}
