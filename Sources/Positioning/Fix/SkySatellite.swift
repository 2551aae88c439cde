/// One satellite in view, as the receiver's satellite reports (NMEA GSV and GSA) told it:
/// where it is in the sky, how strong its signal is, and whether the solution used it.
public struct SkySatellite: Hashable, Sendable {
    /// The satellite's system.
    public var constellation: Constellation
    /// The satellite's number within its system (gpsd's `svid`): the PRN for GPS, the
    /// PRN (120-158) for SBAS, the slot (1-24+) for GLONASS, the SV ID for Galileo, BeiDou,
    /// QZSS (1-10) and NavIC; the receiver's own number when the system is unknown.
    public var svid: Int
    /// Elevation in degrees, -90 to 90, when sent.
    public var elevation: Int?
    /// Azimuth in degrees from true north, 0 to 359, when sent.
    public var azimuth: Int?
    /// Signal-to-noise ratio (C/N0) in dB-Hz; `nil` when the satellite is not tracked.
    public var snr: Int?
    /// Whether the solution used it.
    public var used: Bool

    /// Creates a satellite.
    public init(constellation: Constellation, svid: Int, elevation: Int? = nil, azimuth: Int? = nil,
                snr: Int? = nil, used: Bool = false) {
        self.constellation = constellation
        self.svid = svid
        self.elevation = elevation
        self.azimuth = azimuth
        self.snr = snr
        self.used = used
    }
}
