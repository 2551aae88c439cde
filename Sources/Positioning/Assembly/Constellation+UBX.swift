import UBX

extension Constellation {
    /// The constellation of a UBX GNSS identifier (0 GPS, 1 SBAS, 2 Galileo, 3 BeiDou,
    /// 5 QZSS, 6 GLONASS, 7 NavIC); IMES (4) and others are ``unknown``.
    public init(ubxGNSSID id: UInt8) {
        switch id {
        case 0: self = .gps
        case 1: self = .sbas
        case 2: self = .galileo
        case 3: self = .beidou
        case 5: self = .qzss
        case 6: self = .glonass
        case 7: self = .navic
        default: self = .unknown
        }
    }
}

extension ConstellationCounts {
    /// The counts of a UBX satellite message, per constellation.
    init(_ counts: UBXGNSSCounts) {
        self.init()
        for id in UInt8(0)..<8 {
            self[Constellation(ubxGNSSID: id)] += counts[gnssId: id]
        }
    }
}

extension SkySatellite {
    /// A satellite of a UBX NAV-SAT or NAV-SVINFO list.
    init(_ satellite: UBXSatellite) {
        self.init(constellation: Constellation(ubxGNSSID: satellite.gnssId), svid: Int(satellite.svId),
                  elevation: satellite.elevation, azimuth: satellite.azimuth,
                  snr: satellite.cno > 0 ? Double(satellite.cno) : nil, used: satellite.used)
    }
}
