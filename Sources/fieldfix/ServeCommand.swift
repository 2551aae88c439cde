import Acquisition
import ArgumentParser
import FieldServer
import FieldStore
import GPSD
import Output
import Positioning
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

            The field web app is at / (its map uses --tiles when given).

            Example: fieldfix serve --source tcp://192.168.1.20:5000 --listen 0.0.0.0:8080
            """)

    @OptionGroup var source: SourceOption
    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp("The address and port to listen on (port 0 picks a free one).", valueName: "HOST:PORT"))
    var listen = "127.0.0.1:8080"

    @Option(help: ArgumentHelp("The access token off loopback (default: a new random one, printed in the pairing URL).", valueName: "TOKEN"))
    var token: String?

    @Option(parsing: .unconditional, help: "Confidence level of the accuracy radius: 68 or 95.")
    var confidence: Confidence = .p68

    @Option(name: .customLong("max-accuracy"), parsing: .unconditional, help: "The default capture gate, metres (at most 20).")
    var maxAccuracy: Double = CaptureOptions.standardGate

    @Option(help: ArgumentHelp("The web app map's tile URL template, such as https://tile.example.org/{z}/{x}/{y}.png "
        + "(default: no tiles; the map draws its points on a grid, which works offline).", valueName: "URL-TEMPLATE"))
    var tiles: String?

    func validate() throws {
        guard maxAccuracy.isFinite, maxAccuracy > 0, maxAccuracy <= CaptureOptions.standardGate else {
            throw ValidationError("--max-accuracy must be a positive number of metres, at most \(CaptureText.number(CaptureOptions.standardGate))")
        }
        do {
            _ = try ServerSettings.address(parsing: listen)
            try ServerSettings(token: token, tiles: tiles).check()
        } catch { throw ValidationError("\(error)") }
    }

    func run() async throws {
        let (host, port) = try ServerSettings.address(parsing: listen)
        let url = try source.url
        let engine = AccuracyEngine(confidence: confidence, policy: CapturePolicy(maximumAccuracy: maxAccuracy))
        let service = LocationService(source: url.makeSource(), engine: engine, geoid: DefaultGeoid.load(for: "serve"))
        let settings = ServerSettings(host: host, port: port, token: token, engine: engine, origin: LocationOrigin(url), tiles: tiles)
        let server = FieldServer(service: service, store: try store.openCreating(), settings: settings)
        try await server.run { port in
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
