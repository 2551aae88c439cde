import CGPSShim
@testable import GPSD
import Positioning
import Testing

/// gpsd's reports as the shim copies them, read into FieldFix's types.
@Suite struct GPSDMessageTests {
    /// A SKY report listing `satellites` as (gnssid, svid, elevation, azimuth).
    static func sky(_ satellites: [(Int32, Int32, Double, Double)]) -> CGPSShim_Report {
        var report = CGPSShim_Report()
        report.kinds = UInt32(CGPSSHIM_SKY)
        report.skyHasSatellites = 1
        report.satellitesVisible = Int32(satellites.count)
        report.satelliteCount = Int32(satellites.count)
        withUnsafeMutableBytes(of: &report.satellites) { raw in
            let list = raw.bindMemory(to: CGPSShim_Satellite.self)
            for (index, (gnssid, svid, elevation, azimuth)) in satellites.enumerated() {
                list[index] = CGPSShim_Satellite(gnssid: gnssid, svid: svid, used: 0, ss: 40, elevation: elevation, azimuth: azimuth)
            }
        }
        return report
    }

    static func list(_ report: CGPSShim_Report) -> [SkySatellite] {
        guard case let .sky(sky) = GPSDMessage.messages(in: report).first else { return [] }
        return sky.satellites?.list ?? []
    }

    @Test func satellitesWithoutAGNSSIDAreNumberedAsTheNMEAPathNumbersThem() {
        let satellites = Self.list(Self.sky([(-1, 7, 40, 120), (-1, 46, 30, 200), (-1, 70, 20, 300), (-1, 305, 10, 10)]))
        #expect(satellites.map(\.constellation) == [.gps, .sbas, .glonass, .galileo])
        #expect(satellites.map(\.svid) == [7, 133, 6, 5])
    }

    @Test func satellitesWithAGNSSIDKeepTheirNumber() {
        let satellites = Self.list(Self.sky([(1, 133, 30, 200), (6, 6, 20, 300)]))
        #expect(satellites.map(\.constellation) == [.sbas, .glonass])
        #expect(satellites.map(\.svid) == [133, 6])
    }

    @Test func directionsOutOfRangeAreUnknown() {
        let satellites = Self.list(Self.sky([(0, 1, 91, 10), (0, 2, 45, 360), (0, 3, .nan, 10), (0, 4, 10, 400)]))
        #expect(satellites.map(\.elevation) == [nil, 45, nil, 10])
        #expect(satellites.map(\.azimuth) == [nil, 0, nil, nil])
    }
}
