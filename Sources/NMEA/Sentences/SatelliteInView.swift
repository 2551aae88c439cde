/// One satellite of a GSV sentence.
public struct SatelliteInView: Hashable, Sendable {
    /// The satellite ID (PRN), as the receiver numbers it.
    public var id: UInt16
    /// Elevation in degrees, -90 to 90.
    public var elevation: Int8?
    /// Azimuth in degrees from true north, 0 to 360 (some receivers send 360 for north).
    public var azimuth: UInt16?
    /// Signal-to-noise ratio (C/N0) in tenths of a dB-Hz, 0 to 990; `nil` when not tracked.
    /// Receivers that send decimals (24.5 dB-Hz) keep them, as gpsd does.
    public var snrTenths: UInt16?

    /// Signal-to-noise ratio (C/N0) in dB-Hz, 0 to 99, to a tenth; `nil` when not tracked.
    public var snr: Double? {
        get { snrTenths.map { Double($0) / 10 } }
        set { snrTenths = newValue.map { UInt16(clamping: Int(($0 * 10).rounded())) } }
    }

    /// Creates a satellite; `snr` in dB-Hz.
    public init(id: UInt16, elevation: Int8? = nil, azimuth: UInt16? = nil, snr: Double? = nil) {
        self.init(id: id, elevation: elevation, azimuth: azimuth, snrTenths: nil)
        self.snr = snr
    }

    /// Creates a satellite with its SNR in tenths of a dB-Hz, as a GSV is read.
    @inlinable
    public init(id: UInt16, elevation: Int8?, azimuth: UInt16?, snrTenths: UInt16?) {
        self.id = id
        self.elevation = elevation
        self.azimuth = azimuth
        self.snrTenths = snrTenths
    }
}
