import Positioning
import TextEncoding

/// Encodes the satellites of a ``Positioning/Fix`` as gpsd's SKY object (docs/vocabulary.md):
/// `class`, `time`, `hdop`, `vdop`, `pdop`, `nSat` (in view), `uSat` (used) and
/// `satellites`, one object per satellite in view with `PRN` (gpsd's numbering: GPS 1-32,
/// SBAS 120-158, GLONASS 65-96, QZSS 193-202, Galileo 301-336, BeiDou 401-463; NavIC and
/// unknown systems keep their own number), `gnssid` (u-blox's: 0 GPS, 1 SBAS, 2 Galileo,
/// 3 BeiDou, 5 QZSS, 6 GLONASS, 7 NavIC; left out when unknown), `svid`, `el`, `az` (degrees),
/// `ss` (dB-Hz) and `used`. Unknown values are left out, never written as 0.
///
/// ```swift
/// SKYEncoder.encode(fix)   // {"class":"SKY","nSat":9,"uSat":7,"satellites":[{"PRN":5,"gnssid":0,…}]}
/// ```
public enum SKYEncoder {
    /// The JSON object for the satellites of `fix`, without a trailing newline.
    public static func encode(_ fix: Fix) -> String {
        var json = JSONWriter()
        write(fix, to: &json)
        return json.text
    }

    /// Writes the JSON object for the satellites of `fix`, without a newline.
    public static func write(_ fix: Fix, to json: inout JSONWriter) {
        json.beginObject()
        json.field("class", "SKY")
        json.field("time", fix.time?.iso8601)
        json.field("hdop", fix.hdop, places: Precision.ratio)
        json.field("vdop", fix.vdop, places: Precision.ratio)
        json.field("pdop", fix.pdop, places: Precision.ratio)
        json.field("nSat", fix.satellitesInView ?? (fix.satellites.isEmpty ? nil : fix.satellites.count))
        json.field("uSat", fix.satellitesUsed)
        json.key("satellites")
        json.beginArray()
        for satellite in fix.satellites {
            json.beginObject()
            json.field("PRN", prn(of: satellite))
            json.field("gnssid", gnssID(of: satellite.constellation))
            json.field("svid", satellite.svid)
            json.field("el", satellite.elevation)
            json.field("az", satellite.azimuth)
            json.field("ss", satellite.snr, places: 1)
            json.field("used", satellite.used)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    /// gpsd's PRN: one number range per system.
    static func prn(of satellite: SkySatellite) -> Int {
        switch satellite.constellation {
        case .glonass: satellite.svid + 64
        case .qzss: satellite.svid + 192
        case .galileo: satellite.svid + 300
        case .beidou: satellite.svid + 400
        case .gps, .sbas, .navic, .unknown: satellite.svid
        }
    }

    /// The u-blox GNSS identifier gpsd writes as `gnssid`; `nil` for an unknown system.
    static func gnssID(of constellation: Constellation) -> Int? {
        switch constellation {
        case .gps: 0
        case .sbas: 1
        case .galileo: 2
        case .beidou: 3
        case .qzss: 5
        case .glonass: 6
        case .navic: 7
        case .unknown: nil
        }
    }
}
