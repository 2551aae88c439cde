/// User equivalent range errors (UERE) by fix quality: the table of the DOP model, used when
/// the receiver gives no error estimate of its own (no GST).
///
/// Each value is the 1-sigma error of one pseudorange, metres, after the corrections the
/// fix quality implies. The DOP model takes `HDOP × UERE` as the horizontal DRMS
/// (`sqrt(σ_east² + σ_north²)`) and `VDOP × UERE` as the vertical sigma; see
/// ``AccuracyEngine`` and `docs/accuracy-model.md` for the conversion to a confidence radius.
///
/// The defaults (``standard``) and their sources:
/// - autonomous 5.0 m: a typical single-frequency GPS budget (ephemeris 2.0, clock 2.0,
///   ionosphere 4.0, troposphere 0.7, multipath 1.4, receiver 0.5 m, RSS 5.17 m; AGI,
///   "Navigation Accuracy: GPS Error Budget"), rounded.
/// - differential (DGPS, SBAS) 1.5 m: corrections remove the clock, ephemeris and most of
///   the ionosphere, leaving multipath and receiver noise (1.4 and 0.5 m in the same budget:
///   RSS 1.49 m).
/// - PPS 4.1 m: the dual-frequency P(Y) total UERE of the National Research Council,
///   "The Global Positioning System: A Shared National Asset" (1995), Table C-1.
/// - RTK float 0.5 m: float ambiguities give decimetre positions (NovAtel RT-20 float
///   performance: 25 to 40 cm horizontal), taken conservatively.
/// - RTK fixed 0.02 m: receiver specifications of 8 mm + 1 ppm RMS horizontal (Unicore
///   UM980 datasheet), at a 10 km baseline.
/// Dead-reckoned, manual, simulated and invalid fixes have no UERE: their accuracy is unknown.
///
/// Override a value for a receiver you have measured:
///
/// ```swift
/// var uere = UEREModel.standard
/// uere.autonomous = 3.0
/// let engine = AccuracyEngine(uere: uere)
/// ```
public struct UEREModel: Hashable, Sendable {
    /// Autonomous GNSS, metres (default 5.0).
    public var autonomous: Double
    /// DGPS or SBAS corrected, metres (default 1.5).
    public var differential: Double
    /// Precise positioning service (P(Y) code), metres (default 4.1).
    public var pps: Double
    /// RTK with float ambiguities, metres (default 0.5).
    public var rtkFloat: Double
    /// RTK with fixed ambiguities, metres (default 0.02).
    public var rtkFixed: Double

    /// Creates a table; every argument defaults to the ``standard`` value.
    public init(
        autonomous: Double = 5.0, differential: Double = 1.5, pps: Double = 4.1,
        rtkFloat: Double = 0.5, rtkFixed: Double = 0.02
    ) {
        self.autonomous = autonomous
        self.differential = differential
        self.pps = pps
        self.rtkFloat = rtkFloat
        self.rtkFixed = rtkFixed
    }

    /// The documented default table.
    public static let standard = UEREModel()

    /// The range error for a fix quality, metres, or `nil` for a quality that is not
    /// measured (invalid, dead reckoning, manual, simulated) or a value that is not a
    /// finite positive number.
    public func rangeError(for quality: FixQuality) -> Double? {
        let value: Double
        switch quality {
        case .autonomous: value = autonomous
        case .differential: value = differential
        case .pps: value = pps
        case .rtkFloat: value = rtkFloat
        case .rtkFixed: value = rtkFixed
        case .invalid, .deadReckoning, .manual, .simulated: return nil
        }
        return value.isFinite && value > 0 ? value : nil
    }
}
