import Foundation
import Output
import Positioning
import Testing

/// SKY objects: gpsd's names, numbers and meanings.
@Suite struct SKYEncoderTests {
    @Test func satellitesHaveGpsdsNumbersAndUnknownsAreLeftOut() throws {
        var fix = Fix(satellitesUsed: 2, satellitesInView: 3, hdop: 0.9, vdop: 1.2, pdop: 1.5)
        fix.satellites = [
            SkySatellite(constellation: .glonass, svid: 8, elevation: 58, azimuth: 200, snr: 41, used: true),
            SkySatellite(constellation: .galileo, svid: 11, elevation: 20, azimuth: 10, snr: 33, used: true),
            SkySatellite(constellation: .unknown, svid: 250),
        ]
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SKYEncoder.encode(fix).utf8)) as? [String: Any])
        #expect(object["class"] as? String == "SKY")
        #expect(object["nSat"] as? Int == 3 && object["uSat"] as? Int == 2)
        #expect(object["hdop"] as? Double == 0.9 && object["pdop"] as? Double == 1.5)
        #expect(object["time"] == nil)
        let satellites = try #require(object["satellites"] as? [[String: Any]])
        #expect(satellites.count == 3)
        #expect(satellites[0]["PRN"] as? Int == 72 && satellites[0]["gnssid"] as? Int == 6 && satellites[0]["svid"] as? Int == 8)
        #expect(satellites[0]["el"] as? Int == 58 && satellites[0]["az"] as? Int == 200 && satellites[0]["ss"] as? Double == 41)
        #expect(satellites[0]["used"] as? Bool == true)
        #expect(satellites[1]["PRN"] as? Int == 311 && satellites[1]["gnssid"] as? Int == 2)
        #expect(satellites[2]["PRN"] as? Int == 250 && satellites[2]["gnssid"] == nil && satellites[2]["ss"] == nil)
        #expect(satellites[2]["used"] as? Bool == false)
    }
}
