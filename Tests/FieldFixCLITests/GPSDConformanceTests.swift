import Foundation
import Receivers
import TestSupport
import Testing

/// Where FieldFix deliberately differs from gpsd on its own regression logs
/// (`../shared/recordings/gpsd`, compared in full by `scripts/gpsd-conformance`, which
/// lists these logs in `scripts/gpsd-known-differences`).
/// Each test reads the raw sentences, pins FieldFix's answer and gpsd's, and says why.
/// Skipped when the logs are not there.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: RecordedLogs.gpsdFolder.path)))
struct GPSDConformanceTests {
    static let folder = RecordedLogs.gpsdFolder

    /// FieldFix's fix at `time` when replaying `log`.
    static func ours(_ log: String, at time: String) throws -> [String: Any] {
        let result = try FieldFix.run(["replay", "--json", folder.appendingPathComponent(log).path])
        let objects = try result.lines.compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return try #require(objects.last { $0["time"] as? String == time })
    }

    /// gpsd's last TPV at `time` in `log`'s `.chk` (its complete one for that epoch).
    static func gpsd(_ log: String, at time: String) throws -> [String: Any] {
        let text = try String(contentsOf: folder.appendingPathComponent(log + ".chk"), encoding: .isoLatin1)
        let objects = text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("{\"class\":\"TPV\"") }
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return try #require(objects.last { $0["time"] as? String == time })
    }

    /// iTrek.log (also quectelLC79D-1.log, garmin48.log): GGA leaves the geoid separation
    /// empty (`$GPGGA,045851.000,...,80.4,M,,,,0000`). gpsd fills it from its own coarse
    /// geoid table (35.85 m here) and reports altHAE 116.25. FieldFix takes it from the
    /// EGM96 15' grid when installed (36.7207 m, `geoidSepSource` `egm96`: altHAE 117.1207,
    /// 0.87 m from gpsd's) and otherwise leaves it unknown: altMSL only, no altHAE.
    @Test func missingGeoidSeparationComesFromEGM96NotACoarseTable() throws {
        let time = "2005-07-27T04:58:51.000Z"
        let ours = try Self.ours("iTrek.log", at: time)
        let gpsd = try Self.gpsd("iTrek.log", at: time)
        #expect(ours["altMSL"] as? Double == 80.4)
        if Self.hasGeoidGrid {
            #expect(ours["geoidSep"] as? Double == 36.721 && ours["geoidSepSource"] as? String == "egm96")  // to the mm
            #expect(ours["altHAE"] as? Double == 117.121)
        } else {
            #expect(ours["altHAE"] == nil && ours["geoidSep"] == nil && ours["geoidSepSource"] == nil)
        }
        #expect(gpsd["altHAE"] as? Double == 116.25 && gpsd["geoidSep"] as? Double == 35.85)
    }

    /// Whether `fieldfix` finds the EGM96 grid (Debian's proj-data, or `FIELDFIX_GEOID_GRID`).
    static var hasGeoidGrid: Bool { FileManager.default.fileExists(atPath: EGM96.path) }

    /// ericsson-gru04-02-70sec.log: after each epoch this timing receiver sends
    /// `$PERC,GPavp,4111.5950,N,11156.5597,W,001492.2,M`, a proprietary long-term average
    /// of its position; gpsd overwrites the epoch's fix with it (lat 41.19325). FieldFix
    /// reports the epoch's navigation fix (GNS and GLL: 4111.59903 N) and ignores
    /// proprietary sentences.
    @Test func proprietaryAveragedPositionIsNotTheFix() throws {
        let time = "2026-02-12T21:37:13.000Z"
        let ours = try Self.ours("ericsson-gru04-02-70sec.log", at: time)
        let gpsd = try Self.gpsd("ericsson-gru04-02-70sec.log", at: time)
        #expect(abs((ours["lat"] as? Double ?? 0) - (41 + 11.59903 / 60)) < 1e-9)
        #expect(gpsd["lat"] as? Double == 41.19325)
    }

    /// bundg_zeus_9.log (a boat's NMEA multiplexer): at 09:48:17 RMC and VTG say 5.7 kn
    /// (`$GPRMC,094817,A,...,5.7,238.1,...`), but gpsd's only TPV for that time is the one
    /// it emitted at the GLL that opens the epoch, before RMC and VTG arrived, with speed 0.
    /// FieldFix reports the receiver's speed, 2.93 m/s. (In this multiplexed log RMC and
    /// GLL lag GGA by a second; FieldFix keeps the epoch's last position, GGA's, where gpsd
    /// has GLL's.)
    @Test func speedComesFromTheSentencesNotAnEarlyPartialEpoch() throws {
        let time = "2018-08-20T09:48:17.000Z"
        let ours = try Self.ours("bundg_zeus_9.log", at: time)
        let gpsd = try Self.gpsd("bundg_zeus_9.log", at: time)
        #expect(abs((ours["speed"] as? Double ?? 0) - 5.7 * 1852 / 3600) <= 0.0005)  // written to the mm/s
        #expect(gpsd["speed"] as? Double == 0)
    }

    /// tn204.log (Garmin): GGA gives 49.2 m (`$GPGGA,230151,...,49.2,M,-32.4,M`) and the
    /// proprietary `$PGRMZ,161,f` the same altitude in whole feet (49.07 m); gpsd lets
    /// the coarser PGRMZ win. FieldFix keeps GGA's decimetres.
    @Test func ggaAltitudeIsNotReplacedByWholeFeet() throws {
        let time = "2002-10-26T23:01:51.000Z"
        let ours = try Self.ours("tn204.log", at: time)
        let gpsd = try Self.gpsd("tn204.log", at: time)
        #expect(ours["altMSL"] as? Double == 49.2)
        #expect(gpsd["altMSL"] as? Double == 49.0728)
    }

    /// quectel-l76k-dual.log: binary packets between the sentences carry the altitude
    /// with more digits (77.5177 m); gpsd decodes that vendor protocol. FieldFix reads
    /// NMEA 0183 only: `$GNGGA,071552.000,...,77.5,M`.
    @Test func binaryPacketsAreNotDecoded() throws {
        let time = "2026-08-06T07:15:52.000Z"
        let ours = try Self.ours("quectel-l76k-dual.log", at: time)
        let gpsd = try Self.gpsd("quectel-l76k-dual.log", at: time)
        #expect(ours["altMSL"] as? Double == 77.5)
        #expect(gpsd["altMSL"] as? Double == 77.5177)
    }

    /// quectelLC79D-1.log: the same as iTrek.log with a GN receiver
    /// (`$GNGGA,080359.00,...,202.1,M,,M,,`): gpsd adds 39.633 m from its table, EGM96
    /// gives 39.9633 m.
    @Test func missingGeoidSeparationFromAGNReceiver() throws {
        let time = "2020-11-30T08:03:59.000Z"
        let ours = try Self.ours("quectelLC79D-1.log", at: time)
        let gpsd = try Self.gpsd("quectelLC79D-1.log", at: time)
        #expect(ours["altMSL"] as? Double == 202.1)
        #expect(ours["altHAE"] as? Double == (Self.hasGeoidGrid ? 242.063 : nil))
        #expect(gpsd["geoidSep"] as? Double == 39.633)
    }

    /// garmin48.log: this Garmin stamps GLL one second after its cycle's RMC and GGA
    /// (`$GPGLL,...,225309,A` after `$GPGGA,225308,...`), so 22:53:09 is an epoch of GLL
    /// alone. gpsd gives it the altitude of the proprietary `$PGRMZ,48,f` (14.6304 m) and
    /// an altHAE from its geoid table; FieldFix has no altitude for it (GLL carries none).
    @Test func aGllOnlyEpochHasNoAltitude() throws {
        let time = "2001-06-06T22:53:09.000Z"
        let ours = try Self.ours("garmin48.log", at: time)
        let gpsd = try Self.gpsd("garmin48.log", at: time)
        let lat = try #require(ours["lat"] as? Double), gpsdLat = try #require(gpsd["lat"] as? Double)
        #expect(abs(lat - gpsdLat) < 1e-7)
        #expect(ours["altMSL"] == nil)
        #expect(gpsd["altMSL"] as? Double == 14.6304)
    }
}
