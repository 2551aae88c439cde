import FieldServer
import Positioning
import TestSupport
import Testing

/// The listening address, tile template and token a server is started with.
@Suite struct ServerSettingsTests {
    @Test func addressesSplitIntoHostAndPort() throws {
        #expect(try ServerSettings.address(parsing: "127.0.0.1:8080") == ("127.0.0.1", 8080))
        #expect(try ServerSettings.address(parsing: "0.0.0.0:0") == ("0.0.0.0", 0))
        #expect(try ServerSettings.address(parsing: "[::1]:65535") == ("::1", 65535))
        for bad in ["8080", "localhost", ":8080", "host:65536", "host:-1", "host:port", "[]:80"] {
            #expect(throws: ServerSettings.Invalid.self, "\(bad)") { try ServerSettings.address(parsing: bad) }
        }
    }

    @Test func theURLBracketsAnIPv6HostAndNamesThePortInUse() {
        #expect(ServerSettings(host: "127.0.0.1", port: 0).url(port: 41234) == "http://127.0.0.1:41234")
        #expect(ServerSettings(host: "::1").url(port: 8080) == "http://[::1]:8080")
        #expect(ServerSettings(host: "::1").urlHost == "[::1]" && ServerSettings(host: "::1").isLoopback)
        #expect(ServerSettings(host: "0.0.0.0").urlHost == "0.0.0.0" && !ServerSettings(host: "0.0.0.0").isLoopback)
    }

    @Test(.attacks("access")) func tilesNeedAnHTTPTemplateAndTokensOf32Characters() throws {
        try ServerSettings(token: String(repeating: "t", count: 32), tiles: "https://tile.example.org/{z}/{x}/{y}.png").check()
        try ServerSettings().check()
        let tooShort = ServerSettings(token: String(repeating: "t", count: 31))
        #expect(throws: ServerSettings.Invalid.self) { try tooShort.check() }
        for tiles in ["ftp://tiles/{z}/{x}/{y}", "https://tiles/{z}/{x}.png", "tiles/{z}/{x}/{y}"] {
            let settings = ServerSettings(tiles: tiles)
            do {
                try settings.check()
                Issue.record("\(tiles) was accepted")
            } catch {
                #expect(error.description.contains(tiles))
            }
        }
    }

    @Test func settingsFromTheCommandLineCheckTheGateTheAddressThenTheRest() throws {
        let settings = try ServerSettings(listen: "[::1]:0", token: nil, engine: AccuracyEngine(), tiles: nil)
        #expect(settings.host == "::1" && settings.port == 0)
        for gate in [0, -1, 20.5, .infinity, .nan] {
            let engine = AccuracyEngine(policy: CapturePolicy(maximumAccuracy: gate))
            let error = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings(listen: "nowhere", token: "short", engine: engine) }
            #expect(error?.description == "--max-accuracy must be a positive number of metres, at most 20")
        }
        let badAddress = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings(listen: "nowhere", token: "short", engine: AccuracyEngine()) }
        #expect(badAddress?.description.hasPrefix("--listen") == true)
        let badToken = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings(listen: "127.0.0.1:8080", token: "short", engine: AccuracyEngine()) }
        #expect(badToken?.description == "the access token must be at least 32 characters")
        for token in [String(repeating: " ", count: 40), String(repeating: "a", count: 40) + "\r\n", String(repeating: "é", count: 40)] {
            let refused = #expect(throws: ServerSettings.Invalid.self) { try ServerSettings(listen: "0.0.0.0:8080", token: token, engine: AccuracyEngine()) }
            #expect(refused?.description == "the access token may hold only letters, digits, -, ., _ and ~")
        }
        #expect(try ServerSettings(listen: "0.0.0.0:8080", token: String(repeating: "0123456789abcdef", count: 2), engine: AccuracyEngine()).token?.count == 32)
    }
}
