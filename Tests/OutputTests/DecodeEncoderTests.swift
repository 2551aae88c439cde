import NMEA
import Output
import Positioning
import Testing

/// `DecodeEncoder`: a log's events as `fieldfix decode` prints them, and the file tag of a fleet.
@Suite struct DecodeEncoderTests {
    static let gga = "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47\r\n$GPGGA,1*00\r\n"

    static func decode(json: Bool, file: String? = nil) -> [String] {
        var reader = GNSSReader()
        var encoder = DecodeEncoder(json: json, file: file)
        reader.feed(Array(gga.utf8))
        reader.finish()
        reader.read(into: &encoder)
        #expect(encoder.sentences == 1 && encoder.errors == 1)
        return encoder.output.text.split(separator: "\n").map(String.init)
    }

    @Test func textUsesTheFixQualityNames() {
        let lines = Self.decode(json: false)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("GPGGA time=12:35:19.000 latitude=48.1173 deg longitude=11.516666666666667 deg quality=autonomous "))
        #expect(lines[1].hasPrefix("error: "))
    }

    @Test func jsonUsesTheFixQualityNames() {
        let lines = Self.decode(json: true)
        #expect(lines[0].hasPrefix(#"{"talker":"GP","type":"GGA","time":"12:35:19.000","latitude":48.1173,"longitude":11.516666667,"quality":"autonomous","#))
        #expect(lines[1].hasPrefix(#"{"error":"checksum mismatch""#))
    }

    @Test func aFileTagsEveryLine() {
        let text = Self.decode(json: false, file: "a.nmea")
        #expect(text.allSatisfy { $0.hasPrefix("a.nmea: ") })
        #expect(text.map { String($0.dropFirst(8)) } == Self.decode(json: false))
        let json = Self.decode(json: true, file: "a.nmea")
        #expect(json.allSatisfy { $0.hasPrefix(#"{"file":"a.nmea","#) })
        #expect(json.map { "{" + $0.dropFirst(#"{"file":"a.nmea","#.count) } == Self.decode(json: true))
    }
}
