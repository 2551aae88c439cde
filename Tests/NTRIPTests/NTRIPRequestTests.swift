import NMEA
import NTRIP
import Testing

@Suite struct NTRIPRequestTests {
    @Test func version2Request() throws {
        let endpoint = try NTRIPEndpoint(parsing: "ntrip://alice:s%40cret@caster.example:2102/MOUNT1")
        let text = String(decoding: NTRIPRequest.bytes(for: endpoint, version: .v2, agentVersion: "0.1.0"), as: UTF8.self)
        #expect(text == "GET /MOUNT1 HTTP/1.1\r\nHost: caster.example:2102\r\nNtrip-Version: Ntrip/2.0\r\n"
            + "User-Agent: NTRIP FieldFix/0.1.0\r\nAuthorization: Basic YWxpY2U6c0BjcmV0\r\nConnection: close\r\n\r\n")
    }

    @Test func version1Request() throws {
        let endpoint = try NTRIPEndpoint(parsing: "ntrip://caster.example/M")
        let text = String(decoding: NTRIPRequest.bytes(for: endpoint, version: .v1, agentVersion: "0.1.0"), as: UTF8.self)
        #expect(text == "GET /M HTTP/1.0\r\nUser-Agent: NTRIP FieldFix/0.1.0\r\nConnection: close\r\n\r\n")
        #expect(endpoint.port == 2101 && endpoint.credentials == nil)
    }

    @Test func urlsNeverShowThePassword() throws {
        let endpoint = try NTRIPEndpoint(parsing: "ntrip://bob:hunter2@[::1]:2101/X")
        #expect(endpoint.host == "::1" && endpoint.credentials == NTRIPCredentials(user: "bob", password: "hunter2"))
        #expect(endpoint.description == "ntrip://bob:***@[::1]:2101/X")
        #expect("\(endpoint.credentials!)" == "bob:***")
        for bad in ["ntrip://bob:hunter2@host:99999/X", "ntrip://bob:hunter2@/X", "http://bob:hunter2@h/X", "ntrip://bob:hunter2@h/a/b"] {
            do {
                _ = try NTRIPEndpoint(parsing: bad)
                Issue.record("\(bad) parsed")
            } catch {
                #expect(!error.message.contains("hunter2") && error.message.contains("bob:***"), "\(error.message)")
            }
        }
    }

    @Test func ggaIsGPWithAValidChecksum() throws {
        let position = try NTRIPPosition(parsing: "48.1371540,-11.5761240,519.3")
        let bytes = position.ggaSentence(at: UTCTime(hour: 10, minute: 2, second: 3)!)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("$GPGGA,100203") && text.hasSuffix("\r\n"))
        guard case let .gga(gga) = try Sentence(parsing: String(decoding: bytes.dropLast(2), as: UTF8.self)) else {
            Issue.record("not a GGA: \(text)")
            return
        }
        #expect(gga.talker == .gps && gga.quality == .autonomous)
        #expect(abs(gga.latitude! - 48.137154) < 1e-7 && abs(gga.longitude! + 11.576124) < 1e-7 && gga.altitude == 519.3)
        #expect(throws: NTRIPError.self) { try NTRIPPosition(parsing: "91,0") }
        #expect(throws: NTRIPError.self) { try NTRIPPosition(parsing: "48,11,x") }
    }
}
