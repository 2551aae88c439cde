/// One satellite of a GSV sentence.
public struct SatelliteInView: Hashable, Sendable {
    /// The satellite ID (PRN), as the receiver numbers it.
    public var id: UInt16
    /// Elevation in degrees, -90 to 90.
    public var elevation: Int8?
    /// Azimuth in degrees from true north, 0 to 360 (some receivers send 360 for north).
    public var azimuth: UInt16?
    /// Signal-to-noise ratio (C/N0) in dB-Hz, 0 to 99; `nil` when not tracked.
    public var snr: UInt8?

    /// Creates a satellite.
    public init(id: UInt16, elevation: Int8? = nil, azimuth: UInt16? = nil, snr: UInt8? = nil) {
        self.id = id
        self.elevation = elevation
        self.azimuth = azimuth
        self.snr = snr
    }
}
