/// GST: the receiver's estimate of its position error (pseudorange noise statistics).
///
/// ```
///        1         2   3   4   5   6   7   8
///        |         |   |   |   |   |   |   |
/// $--GST,hhmmss.ss,x.x,x.x,x.x,x.x,x.x,x.x,x.x*hh
/// ```
/// 1 UTC time, 2 RMS of the range residuals, 3 error ellipse semi-major axis sigma (m),
/// 4 semi-minor axis sigma (m), 5 orientation of the semi-major axis (degrees from true
/// north), 6 latitude sigma (m), 7 longitude sigma (m), 8 altitude sigma (m).
public struct GST: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Field 1: UTC time of the fix.
    public var time: UTCTime?
    /// Field 2: RMS of the standard deviations of the range inputs.
    public var rangeRMS: Double?
    /// Field 3: standard deviation of the error ellipse's semi-major axis, metres.
    public var semiMajor: Double?
    /// Field 4: standard deviation of the error ellipse's semi-minor axis, metres.
    public var semiMinor: Double?
    /// Field 5: orientation of the semi-major axis, degrees from true north.
    public var orientation: Double?
    /// Field 6: standard deviation of the latitude error, metres.
    public var latitudeError: Double?
    /// Field 7: standard deviation of the longitude error, metres.
    public var longitudeError: Double?
    /// Field 8: standard deviation of the altitude error, metres.
    public var altitudeError: Double?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GST with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GST`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x54_53_47) }

    /// The fewest fields accepted.
    @usableFromInline static let minimumFieldCount = 8

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        time = f.time(line)
        rangeRMS = f.decimal(line)
        semiMajor = f.decimal(line)
        semiMinor = f.decimal(line)
        orientation = f.decimal(line)
        latitudeError = f.decimal(line)
        longitudeError = f.decimal(line)
        altitudeError = f.decimal(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.time(time)
        for value in [rangeRMS, semiMajor, semiMinor, orientation, latitudeError, longitudeError, altitudeError] {
            w.decimal(value)
        }
    }
}
