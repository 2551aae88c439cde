/// GLL: geographic position, latitude and longitude.
///
/// ```
///        1       2 3        4 5         6 7
///        |       | |        | |         | |
/// $--GLL,ddmm.mm,a,dddmm.mm,a,hhmmss.ss,A,m*hh
/// ```
/// 1-2 latitude, 3-4 longitude, 5 UTC time, 6 status, 7 mode (NMEA 2.3 and later).
/// Time and status came with NMEA 2.0; older sentences have four fields.
public struct GLL: Hashable, Sendable {
    /// The talker (`GP`, `GN`...).
    public var talker: Talker
    /// Fields 1-2: latitude in degrees, south negative.
    public var latitude: Double?
    /// Fields 3-4: longitude in degrees, west negative.
    public var longitude: Double?
    /// Field 5: UTC time of the position.
    public var time: UTCTime?
    /// Field 6: `A` valid or `V` invalid.
    public var status: DataStatus?
    /// Field 7: positioning mode (NMEA 2.3 and later).
    public var mode: ModeIndicator?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a GLL with every field empty.
    public init(talker: Talker) {
        self.talker = talker
    }

    /// The type, `GLL`.
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x4C_4C_47) }

    /// The fewest fields accepted (NMEA 1.5: position only).
    @usableFromInline static let minimumFieldCount = 4

    /// Reads the fields of one sentence; malformed ones read as `nil` and are listed in `invalidFields`.
    @inlinable
    init(talker: Talker, fields f: inout FieldReader, line: Span<UInt8>) {
        self.talker = talker
        latitude = f.latitude(line)
        longitude = f.longitude(line)
        time = f.time(line)
        status = f.letter(line)
        mode = f.letter(line)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.latitude(latitude)
        w.longitude(longitude)
        w.time(time)
        w.letter(status)
        w.letter(mode)
    }
}
