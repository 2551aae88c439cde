import Receivers
import Testing

@Suite struct SourceURLTests {
    @Test(arguments: [
        ("gpsd://localhost:2947", SourceURL.gpsd(host: "localhost", port: 2947)),
        ("gpsd://", .gpsd(host: "localhost", port: 2947)),
        ("gpsd://10.0.0.2", .gpsd(host: "10.0.0.2", port: 2947)),
        ("gpsd://[::1]:2948", .gpsd(host: "::1", port: 2948)),
        ("serial:///dev/ttyUSB0?baud=9600", .serial(path: "/dev/ttyUSB0", baud: 9600)),
        ("serial:///dev/ttyACM0", .serial(path: "/dev/ttyACM0", baud: 9600)),
        ("serial:///dev/ttyS1?baud=115200", .serial(path: "/dev/ttyS1", baud: 115_200)),
        ("tcp://192.168.1.20:10110", .tcp(host: "192.168.1.20", port: 10110)),
        ("udp://:10110", .udp(host: nil, port: 10110)),
        ("udp://127.0.0.1:10110", .udp(host: "127.0.0.1", port: 10110)),
        ("file:logs/a.nmea", .file(path: "logs/a.nmea", speed: nil)),
        ("file:///tmp/a.nmea?speed=10", .file(path: "/tmp/a.nmea", speed: 10)),
        ("logs/a.nmea", .file(path: "logs/a.nmea", speed: nil)),
        ("/var/log/gps:today.log", .file(path: "/var/log/gps:today.log", speed: nil)),
        ("-", .standardInput),
        ("/tmp/log?.nmea", .file(path: "/tmp/log?.nmea", speed: nil)),
        ("file:/tmp/100%.log", .file(path: "/tmp/100%.log", speed: nil)),
        ("file:/tmp/log%3F.nmea?speed=2", .file(path: "/tmp/log?.nmea", speed: 2)),
        ("file:/tmp/a%253F", .file(path: "/tmp/a%3F", speed: nil)),
    ])
    func parses(text: String, url: SourceURL) throws {
        #expect(try SourceURL(parsing: text) == url)
    }

    @Test(arguments: [
        ("", SourceURLError.Code.empty),
        ("http://example.com:80", .unsupportedScheme),
        ("gpsd:localhost", .missingAuthority),
        ("gpsd://localhost:99999", .invalidPort),
        ("gpsd://localhost:port", .invalidPort),
        ("gpsd://local host:2947", .invalidHost),
        ("gpsd://localhost:2947/extra", .unexpectedPath),
        ("tcp://:10110", .missingHost),
        ("tcp://host", .missingPort),
        ("udp://", .missingPort),
        ("serial://ttyUSB0", .missingPath),
        ("serial:///dev/ttyUSB0?baud=1234", .invalidBaud),
        ("serial:///dev/ttyUSB0?speed=9600", .invalidParameter),
        ("serial:///dev/ttyUSB0?baud", .invalidParameter),
        ("file:", .missingPath),
        ("file:a.log?speed=0", .invalidSpeed),
        ("file:a.log?speed=fast", .invalidSpeed),
        ("/tmp/log\n.nmea", .controlCharacter),
        ("serial:///dev/ttyUSB0\u{0}", .controlCharacter),
        ("gpsd://local\thost:2947", .controlCharacter),
        ("gpsd://h\u{F6}st:2947", .invalidHost),
    ])
    func rejects(text: String, code: SourceURLError.Code) {
        #expect(throws: SourceURLError(code, in: text)) { try SourceURL(parsing: text) }
    }

    @Test func errorNamesTheURLAndTheProblem() {
        let error = SourceURLError(.invalidBaud, in: "serial:///dev/ttyUSB0?baud=1234")
        #expect(error.description.hasPrefix("invalid source 'serial:///dev/ttyUSB0?baud=1234': the baud rate must be one of"))
    }

    @Test(arguments: ["gpsd://localhost:2947", "serial:///dev/ttyUSB0?baud=4800", "tcp://[::1]:10110", "udp://:10110", "-"])
    func canonicalFormParsesBack(text: String) throws {
        let url = try SourceURL(parsing: text)
        #expect(url.description == text)
        #expect(try SourceURL(parsing: url.description) == url)
    }

    /// Fuzzing found plain paths whose description did not parse back (`?` read as a query).
    @Test(arguments: [
        "/tmp/log?.nmea", "log?speed=2", "/tmp/100%.log", "/a%3F", "//tmp/a", "a\u{301}", "\u{301}abc",
        "/x\u{600}?y", "file:/tmp/a%3f?speed=0.5", "serial:////dev/x", "gpsd://[]:5", "udp://[]:5", "\u{E9}:x",
        "//\u{333}:.\u{333}:\u{FFFD}..",  // a combining mark on the second slash (fuzzing)
    ])
    func everyParsedURLParsesBack(text: String) throws {
        let url = try SourceURL(parsing: text)
        #expect(try SourceURL(parsing: url.description) == url)
    }

    @Test func filePathsEscapeOnlyPercentAndQuestionMark() throws {
        #expect(SourceURL.file(path: "/tmp/log?.nmea", speed: nil).description == "file:/tmp/log%3F.nmea")
        #expect(SourceURL.file(path: "/tmp/100%.log", speed: 2).description == "file:/tmp/100%25.log?speed=2.0")
        #expect(SourceURL.file(path: "//srv/a.nmea", speed: nil).description == "file:////srv/a.nmea")
        #expect(SourceURL.file(path: "logs/a.nmea", speed: nil).description == "file:logs/a.nmea")
    }
}
