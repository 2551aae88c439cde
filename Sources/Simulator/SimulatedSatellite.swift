import Positioning

/// One satellite in view of the simulated receiver at one epoch (a GSV entry).
public struct SimulatedSatellite: Hashable, Sendable {
    /// GPS or GLONASS.
    public var constellation: Constellation
    /// The PRN as NMEA numbers it (GLONASS 65 to 88).
    public var prn: Int
    /// Elevation, whole degrees.
    public var elevation: Int
    /// Azimuth, whole degrees true.
    public var azimuth: Int
    /// Signal-to-noise ratio, dB-Hz, or `nil` when not tracked.
    public var snr: Int?
    /// Whether the fix uses it.
    public var used: Bool
}
