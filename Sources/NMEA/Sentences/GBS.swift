/// GBS: GNSS satellite fault detection (RAIM).
///
/// ```
///        1         2   3   4   5  6   7   8   9 10
///        |         |   |   |   |  |   |   |   | |
/// $--GBS,hhmmss.ss,x.x,x.x,x.x,xx,x.x,x.x,x.x,h,h*hh
/// ```
/// 1 UTC time, 2-4 expected errors of latitude, longitude and altitude (m), 5 ID of the
/// most likely failed satellite, 6 probability of missed detection, 7 bias estimate of
/// that satellite (m), 8 standard deviation of the bias (m), 9 system ID and 10 signal ID
/// (NMEA 4.10 and later).
public struct GBS: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: UTC time of the fix.
    public var time: UTCTime?
    /// Field 2: expected error in latitude, metres.
    public var latitudeError: Double?
    /// Field 3: expected error in longitude, metres.
    public var longitudeError: Double?
    /// Field 4: expected error in altitude, metres.
    public var altitudeError: Double?
    /// Field 5: ID of the most likely failed satellite.
    public var failedSatellite: UInt16?
    /// Field 6: probability of missed detection of the failed satellite.
    public var missedDetectionProbability: Double?
    /// Field 7: bias estimate of the failed satellite, metres.
    public var bias: Double?
    /// Field 8: standard deviation of the bias estimate, metres.
    public var biasStandardDeviation: Double?
    /// Field 9: GNSS system ID (NMEA 4.10 and later).
    public var systemID: SystemID?
    /// Field 10: signal ID (NMEA 4.10 and later).
    public var signalID: UInt8?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GBS with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GBS`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x53_42_47) }

    /// The fewest fields accepted (before NMEA 4.10).
    @usableFromInline static let minimumFieldCount = 8

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        latitudeError = f.decimal(line)
        longitudeError = f.decimal(line)
        altitudeError = f.decimal(line)
        failedSatellite = f.integer(line, 0...999)
        missedDetectionProbability = f.decimal(line)
        bias = f.decimal(line)
        biasStandardDeviation = f.decimal(line)
        systemID = f.hexDigit(line).flatMap(SystemID.init(rawValue:))
        signalID = f.hexDigit(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        w.decimal(latitudeError)
        w.decimal(longitudeError)
        w.decimal(altitudeError)
        w.integer(failedSatellite, width: 2)
        w.decimal(missedDetectionProbability)
        w.decimal(bias)
        w.decimal(biasStandardDeviation)
        if systemID != nil || signalID != nil {
            w.hexDigit(systemID?.rawValue)
            w.hexDigit(signalID)
        }
    }
}
