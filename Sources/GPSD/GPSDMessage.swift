import CGPSShim
import Positioning

/// One gpsd report, as the shim copied it: the parts of TPV, SKY, GST and DEVICE that a
/// ``Fix`` needs, with gpsd's NaN "not sent" values turned into `nil`.
enum GPSDMessage: Hashable, Sendable {
    /// A time-position-velocity report; `fix` holds no DOPs, satellites or error ellipse.
    case tpv(Fix)
    /// Dilutions of precision and satellite counts.
    case sky(GPSDSky)
    /// The receiver's error estimate for the epoch at `time`.
    case gst(time: FixTime?, ellipse: ErrorEllipse)
    /// gpsd's device was activated (`true`) or closed (`false`).
    case device(active: Bool)

    /// The messages one shim report carries, in the order TPV, SKY, GST, DEVICE.
    static func messages(in report: CGPSShim_Report) -> [GPSDMessage] {
        var messages: [GPSDMessage] = []
        if report.kinds & UInt32(CGPSSHIM_TPV) != 0 { messages.append(.tpv(tpvFix(report))) }
        if report.kinds & UInt32(CGPSSHIM_SKY) != 0 { messages.append(.sky(sky(report))) }
        if report.kinds & UInt32(CGPSSHIM_GST) != 0 {
            let time = report.gstHasTime != 0
                ? fixTime(seconds: report.gstTimeSeconds, nanoseconds: Int(report.gstTimeNanoseconds)) : nil
            messages.append(.gst(time: time, ellipse: ErrorEllipse(
                rangeRMS: finite(report.gstRMS), semiMajor: finite(report.gstMajor),
                semiMinor: finite(report.gstMinor), orientation: finite(report.gstOrientation),
                latitudeSigma: finite(report.gstLatitude), longitudeSigma: finite(report.gstLongitude),
                altitudeSigma: finite(report.gstAltitude))))
        }
        if report.kinds & UInt32(CGPSSHIM_DEVICE) != 0 { messages.append(.device(active: report.deviceActive != 0)) }
        return messages
    }

    /// The parts of a SKY report that it carried.
    private static func sky(_ r: CGPSShim_Report) -> GPSDSky {
        GPSDSky(
            time: r.skyHasTime != 0 ? fixTime(seconds: r.skyTimeSeconds, nanoseconds: Int(r.skyTimeNanoseconds)) : nil,
            dops: r.skyHasDOPs != 0
                ? GPSDSky.DOPs(hdop: positive(r.hdop), vdop: positive(r.vdop), pdop: positive(r.pdop)) : nil,
            satellites: r.skyHasSatellites != 0
                ? GPSDSky.Satellites(used: Int(r.satellitesUsed), inView: Int(r.satellitesVisible), list: satellites(r)) : nil)
    }

    /// The satellite list of a SKY report; gpsd numbers satellites as u-blox does (`gnssid`
    /// and `svid`), or gives only the NMEA PRN, which is then read as the NMEA path reads it
    /// (SBAS 33-64 as PRN 120-151, GLONASS 65-96 as slots 1-32...).
    private static func satellites(_ r: CGPSShim_Report) -> [SkySatellite] {
        withUnsafeBytes(of: r.satellites) { raw in
            raw.bindMemory(to: CGPSShim_Satellite.self).prefix(Int(r.satelliteCount)).map { s in
                let constellation = s.gnssid >= 0 ? Constellation(ubxGNSSID: UInt8(clamping: s.gnssid)) : Constellation.of(prn: Int(s.svid))
                let svid = s.gnssid >= 0 ? Int(s.svid) : Constellation.svid(nmea: Int(s.svid), in: constellation)
                let elevation = finite(s.elevation).flatMap { (-90...90).contains($0) ? Int($0.rounded()) : nil }
                return SkySatellite(
                    constellation: constellation, svid: svid, elevation: elevation,
                    azimuth: elevation == nil ? nil : finite(s.azimuth).flatMap { (0...360).contains($0) ? Int($0.rounded()) % 360 : nil },
                    snr: finite(s.ss).flatMap { $0 > 0 ? $0 : nil }, used: s.used != 0)
            }
        }
    }

    /// The fix of a TPV report.
    private static func tpvFix(_ r: CGPSShim_Report) -> Fix {
        let mode = FixMode(rawValue: Int(r.mode)) ?? .noFix
        let quality = quality(status: Int(r.status), mode: mode)
        let positioned = mode >= .twoD && quality != .invalid
        return Fix(
            time: r.hasTime != 0 ? fixTime(seconds: r.timeSeconds, nanoseconds: Int(r.timeNanoseconds)) : nil,
            latitude: positioned ? finite(r.latitude) : nil,
            longitude: positioned ? finite(r.longitude) : nil,
            altitudeMSL: mode == .threeD ? finite(r.altitudeMSL) : nil,
            geoidSeparation: finite(r.geoidSeparation),
            speed: finite(r.speed), course: finite(r.track),
            magneticVariation: finite(r.magneticVariation), climb: finite(r.climb),
            mode: mode, quality: quality,
            dgpsAge: finite(r.dgpsAge).flatMap { $0 >= 0 ? $0 : nil },
            dgpsStation: r.dgpsStation >= 0 ? Int(r.dgpsStation) : nil)
    }

    /// The fix quality for gpsd's `status`. gpsd 3.22 leaves `status` out of a TPV for a
    /// plain GPS fix, so status 0 with a 2D or 3D mode is an autonomous fix.
    static func quality(status: Int, mode: FixMode) -> FixQuality {
        // 6 (GNSS and dead reckoning) counts as dead reckoning; 7 (time only) as manual.
        if status == 6 { return .deadReckoning }
        if status != 0, let quality = FixQuality.allCases.first(where: { $0.gpsdStatus == status }) { return quality }
        return mode >= .twoD ? .autonomous : .invalid
    }

    /// A UTC time from Unix seconds and nanoseconds.
    static func fixTime(seconds: Int64, nanoseconds: Int) -> FixTime {
        FixTime(unixMilliseconds: seconds * 1000 + Int64((nanoseconds + 500_000) / 1_000_000))
    }
}

/// `nil` for gpsd's NaN (or infinite) "not sent" values.
private func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

/// `nil` for a DOP gpsd did not send: NaN, or the 0 libgps leaves in a field the report lacked.
private func positive(_ value: Double) -> Double? { value.isFinite && value > 0 ? value : nil }
