/// One satellite in view, as the receiver's satellite reports (NMEA GSV and GSA) told it:
/// where it is in the sky, how strong its signal is, and whether the solution used it.
///
/// Held in 16 bytes, as a fix carries dozens of them: each number is stored in the
/// smallest integer that holds its range, and a value set outside that storage is clamped
/// to it (the number to ±2³¹, the elevation to -128...127, the azimuth to 0...65,535, the
/// SNR to 0...6,553.5 dB-Hz in tenths), far beyond what any receiver sends.
public struct SkySatellite: Hashable, Sendable {
    private var storedSVID: Int32
    /// The satellite's system.
    public var constellation: Constellation
    /// Whether the solution used it.
    public var used: Bool
    private var storedElevation: Int8?
    private var storedAzimuth: UInt16?
    /// Tenths of a dB-Hz.
    private var storedSNR: UInt16?

    /// The satellite's number within its system (gpsd's `svid`): the PRN for GPS, the
    /// PRN (120-158) for SBAS, the slot (1-24+) for GLONASS, the SV ID for Galileo, BeiDou,
    /// QZSS (1-10) and NavIC; the receiver's own number when the system is unknown.
    public var svid: Int {
        get { Int(storedSVID) }
        set { storedSVID = Int32(clamping: newValue) }
    }

    /// Elevation in degrees, -90 to 90, when sent.
    public var elevation: Int? {
        get { storedElevation.map(Int.init) }
        set { storedElevation = newValue.map(Int8.init(clamping:)) }
    }

    /// Azimuth in degrees from true north, 0 to 359, when sent.
    public var azimuth: Int? {
        get { storedAzimuth.map(Int.init) }
        set { storedAzimuth = newValue.map(UInt16.init(clamping:)) }
    }

    /// Signal-to-noise ratio (C/N0) in dB-Hz, to a tenth; `nil` when the satellite is not tracked.
    public var snr: Double? {
        get { storedSNR.map { Double($0) / 10 } }
        set { storedSNR = newValue.map { UInt16(clamping: Int(($0 * 10).rounded())) } }
    }

    /// Creates a satellite.
    public init(constellation: Constellation, svid: Int, elevation: Int? = nil, azimuth: Int? = nil,
                snr: Double? = nil, used: Bool = false) {
        self.init(constellation: constellation, svid: Int32(clamping: svid),
                  elevation: elevation.map(Int8.init(clamping:)), azimuth: azimuth.map(UInt16.init(clamping:)),
                  snrTenths: nil, used: used)
        self.snr = snr
    }

    /// Creates a satellite from numbers already in their storage's types (a GSV's).
    init(constellation: Constellation, svid: Int32, elevation: Int8?, azimuth: UInt16?, snrTenths snr: UInt16?, used: Bool) {
        self.storedSVID = svid
        self.constellation = constellation
        self.used = used
        self.storedElevation = elevation
        self.storedAzimuth = azimuth
        self.storedSNR = snr
    }

    /// Keeps the stronger of its SNR and `other`'s (a second signal of the same satellite).
    mutating func keepStronger(of other: SkySatellite) {
        guard let snr = other.storedSNR else { return }
        if let stored = storedSNR, stored >= snr { return }
        storedSNR = snr
    }
}
