/// One satellite of a NAV-SAT or NAV-SVINFO list: its GNSS and number within it, signal
/// level, direction, and whether the solution used it.
public struct UBXSatellite: Hashable, Sendable {
    /// The GNSS identifier (0 GPS, 1 SBAS, 2 Galileo, 3 BeiDou, 4 IMES, 5 QZSS, 6 GLONASS,
    /// 7 NavIC), as gpsd's `gnssid`.
    public var gnssId: UInt8
    /// The satellite's number within its GNSS (u-blox's `svId`, gpsd's `svid`): 1-32 GPS,
    /// 120-158 SBAS, 1-36 Galileo, 1-37 BeiDou, 1-10 IMES and QZSS, 1-32 GLONASS (255 for a
    /// GLONASS satellite whose slot is not known yet), 1-14 NavIC.
    public var svId: UInt8
    /// Carrier-to-noise density, dB-Hz; 0 when the satellite is not tracked.
    public var cno: UInt8
    /// Elevation as sent, degrees (outside -90...90 when unknown).
    public var elev: Int8
    /// Azimuth as sent, degrees (meaningless when the elevation is unknown).
    public var azim: Int16
    /// Whether the navigation solution used the satellite.
    public var used: Bool

    /// Creates a satellite entry.
    public init(gnssId: UInt8, svId: UInt8, cno: UInt8, elev: Int8, azim: Int16, used: Bool) {
        self.gnssId = gnssId
        self.svId = svId
        self.cno = cno
        self.elev = elev
        self.azim = azim
        self.used = used
    }

    /// The elevation in degrees, when known.
    public var elevation: Int? { (-90...90).contains(elev) ? Int(elev) : nil }

    /// The azimuth in degrees from true north (0-359), when known.
    public var azimuth: Int? { elevation != nil && (0...360).contains(azim) ? Int(azim) % 360 : nil }

    /// The GNSS identifier and number within it of a u-blox 8 global `svid` (NAV-SVINFO's
    /// numbering): 1-32 GPS, 120-158 SBAS, 211-246 Galileo, 159-163 and 33-64 BeiDou (1-5
    /// and 6-37), 173-182 IMES, 193-202 QZSS, 65-96 GLONASS and 255 (slot unknown); `nil`
    /// for other numbers.
    public static func gnss(ofGlobalSvid svid: UInt8) -> (gnssId: UInt8, svId: UInt8)? {
        switch svid {
        case 1...32: (0, svid)
        case 120...158: (1, svid)
        case 211...246: (2, svid - 210)
        case 159...163: (3, svid - 158)
        case 33...64: (3, svid - 27)
        case 173...182: (4, svid - 172)
        case 193...202: (5, svid - 192)
        case 65...96: (6, svid - 64)
        case 255: (6, 255)
        default: nil
        }
    }
}
