import Foundation
import TestSupport
import Testing

/// Where FieldFix deliberately differs from gpsd on its u-blox regression logs
/// (`../shared/recordings/gpsd-ublox`, compared in full by `scripts/gpsd-conformance`,
/// which lists these logs in `scripts/gpsd-known-differences`). Each test pins FieldFix's
/// answer and gpsd's for one epoch and says why. Skipped when the logs are not there.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: RecordedLogs.gpsdUbloxFolder.path)))
struct GPSDUbloxConformanceTests {
    static let folder = RecordedLogs.gpsdUbloxFolder

    /// FieldFix's fixes when replaying `log`.
    static func ours(_ log: String) throws -> [[String: Any]] {
        let result = try FieldFix.run(["replay", "--json", folder.appendingPathComponent(log).path])
        #expect(result.status == 0)
        return try result.lines.compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// gpsd's TPVs in `log`'s `.chk`.
    static func gpsd(_ log: String) throws -> [[String: Any]] {
        let text = try String(contentsOf: folder.appendingPathComponent(log + ".chk"), encoding: .isoLatin1)
        return text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("{\"class\":\"TPV\"") }
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The last object with `time`.
    static func at(_ time: String, in objects: [[String: Any]]) throws -> [String: Any] {
        try #require(objects.last { $0["time"] as? String == time })
    }

    /// ublox-neo-m8t.log (also ublox-8-time, -aek-4t, -lea-4t): these receivers send
    /// NAV-SOL, an ECEF position, and no NAV-POSLLH or NAV-PVT, so the receiver never says
    /// its geoid separation. Both take the height above the ellipsoid from the ECEF
    /// position (altHAE 1110.6877). gpsd subtracts its own coarse geoid model (geoidSep
    /// -22.155: altMSL 1132.8426); FieldFix takes the separation from the EGM96 15' grid when
    /// installed (-19.8348, `geoidSepSource` `egm96`: altMSL 1130.5225, 2.32 m from gpsd's;
    /// PROJ's `cs2cs` gives the same 19.8348 m) and otherwise leaves altMSL unknown.
    @Test func navSOLHeightsComeFromECEFAndEGM96NotACoarseTable() throws {
        let time = "2018-10-25T20:55:47.000Z"
        let ours = try Self.at(time, in: Self.ours("ublox-neo-m8t.log"))
        let gpsd = try Self.at(time, in: Self.gpsd("ublox-neo-m8t.log"))
        let lat = try #require(ours["lat"] as? Double), lon = try #require(ours["lon"] as? Double)
        #expect(abs(lat - 44.068809737) < 1e-7 && abs(lon - -121.314308893) < 1e-7)
        #expect(ours["altHAE"] as? Double == 1110.688 && ours["mode"] as? Int == 3)  // metres to the mm (docs/vocabulary.md)
        if GPSDConformanceTests.hasGeoidGrid {
            #expect(ours["altMSL"] as? Double == 1130.523 && ours["geoidSep"] as? Double == -19.835)
            #expect(ours["geoidSepSource"] as? String == "egm96")
        } else {
            #expect(ours["altMSL"] == nil && ours["geoidSep"] == nil && ours["geoidSepSource"] == nil)
        }
        #expect(gpsd["altHAE"] as? Double == 1110.6877)
        #expect(gpsd["altMSL"] as? Double == 1132.8426 && gpsd["geoidSep"] as? Double == -22.155)
    }

    /// ublox-lea-4t.log (2009, leap seconds 15; also ublox-aek-4t.log, 2007, 14): gpsd
    /// dates the first epoch before it reads NAV-TIMEGPS, with its default of 18 leap
    /// seconds, 20:35:40.001, three seconds before the receiver's own UTC time. FieldFix
    /// takes the leap seconds from the epoch's NAV-TIMEGPS: 20:35:43.001, one second before
    /// the next epoch, which both report at 20:35:44.001.
    @Test func firstEpochUsesTheReceiversLeapSeconds() throws {
        let ours = try Self.ours("ublox-lea-4t.log").compactMap { $0["time"] as? String }
        let gpsd = try Self.gpsd("ublox-lea-4t.log").compactMap { $0["time"] as? String }
        #expect(ours.first == "2009-01-28T20:35:43.001Z" && ours.contains("2009-01-28T20:35:44.001Z"))
        #expect(gpsd.first == "2009-01-28T20:35:40.001Z" && gpsd.contains("2009-01-28T20:35:44.001Z"))
    }

    /// ublox-glo.log: NAV-PVT with fix type 2 and flags 0, gnssFixOK clear: the receiver
    /// says the solution is outside its DOP and accuracy masks (hAcc 28.6 m here). gpsd
    /// reports it as a 2D fix; FieldFix reports no fix, so that no record is captured on it.
    @Test func gnssFixNotOKIsNoFix() throws {
        let time = "2023-06-28T14:52:12.000Z"
        let ours = try Self.at(time, in: Self.ours("ublox-glo.log"))
        let gpsd = try Self.at(time, in: Self.gpsd("ublox-glo.log"))
        #expect(ours["mode"] as? Int == 1 && ours["lat"] == nil && ours["captureAllowed"] as? Bool == false)
        #expect(gpsd["mode"] as? Int == 2 && gpsd["lat"] as? Double == 55.6024871)
    }

    /// ublox-zed-f9r.log: NMEA and UBX in one stream. FieldFix takes the epoch from
    /// NAV-PVT (heights in millimetres, the receiver's hAcc); gpsd's last TPV of the epoch
    /// is built from GGA (`$GNGGA,231410.00,4503.94631,N,...,257.4,M,47.2,M`), whose
    /// heights have decimetres.
    @Test func ubxSolutionIsPreferredOverNMEA() throws {
        let time = "2025-04-11T23:14:10.000Z"
        let ours = try Self.at(time, in: Self.ours("ublox-zed-f9r.log"))
        let gpsd = try Self.at(time, in: Self.gpsd("ublox-zed-f9r.log"))
        #expect(ours["altMSL"] as? Double == 257.354 && ours["altHAE"] as? Double == 304.589)
        #expect(gpsd["altMSL"] as? Double == 257.4 && gpsd["altHAE"] as? Double == 304.6)
        #expect(try Self.ours("ublox-zed-f9r.log").filter { $0["time"] as? String == time }.count == 1)
    }
}
