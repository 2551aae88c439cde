import UBX

/// The UBX navigation messages of one epoch (one `iTOW`), as they arrived.
struct UBXEpoch: Sendable {
    /// The GPS time of week shared by the epoch's messages, ms.
    var iTOW: UInt32
    var pvt: NAVPVT?
    var posllh: NAVPOSLLH?
    var hpposllh: NAVHPPOSLLH?
    var sol: NAVSOL?
    var status: NAVSTATUS?
    var dop: NAVDOP?
    /// The satellites of the epoch's NAV-SAT or NAV-SVINFO.
    var satellites: [UBXSatellite]?
    var timeGPS: NAVTIMEGPS?
    var timeUTC: NAVTIMEUTC?
    var cov: NAVCOV?

    /// An epoch that has seen nothing yet.
    init(iTOW: UInt32) {
        self.iTOW = iTOW
    }

    /// Whether the epoch holds a navigation solution (a position message), which makes it
    /// a fix. NAV-STATUS alone does not: a receiver that sends it beside NMEA positions
    /// would otherwise give a second, position-less fix per epoch.
    var hasSolution: Bool {
        pvt != nil || sol != nil || posllh != nil || hpposllh != nil
    }

    /// Keeps `message` (a later message of the same type replaces an earlier one).
    mutating func add(_ message: UBXMessage) {
        switch message {
        case .navPVT(let m): pvt = m
        case .navPOSLLH(let m): posllh = m
        case .navHPPOSLLH(let m): hpposllh = m
        case .navSOL(let m): sol = m
        case .navSTATUS(let m): status = m
        case .navDOP(let m): dop = m
        case .navSAT(let m): satellites = m.satellites
        case .navSVINFO(let m): satellites = m.satellites
        case .navTIMEGPS(let m): timeGPS = m
        case .navTIMEUTC(let m): timeUTC = m
        case .navCOV(let m): cov = m
        case .navEOE, .other: break
        }
    }
}
