/// `$PUBX,00`: u-blox's proprietary position sentence, with the receiver's own accuracy
/// estimates (u-blox receiver description and protocol specification, "PUBX,00").
///
/// ```
///      1  2         3         4 5          6 7       8  9   10  11  12  13  14  15  16  17  18
///      |  |         |         | |          | |       |  |   |   |   |   |   |   |   |   |   |
/// $PUBX,00,hhmmss.ss,ddmm.mmmm,a,dddmm.mmmm,a,x.x,xx,x.x,x.x,x.x,x.x,x.x,x.x,x.x,x.x,x.x,xx,...*hh
/// ```
/// 1 message ID `00`, 2 UTC time, 3-4 latitude, 5-6 longitude, 7 altitude above the user
/// datum's ellipsoid (m), 8 navigation status, 9 horizontal and 10 vertical accuracy
/// estimates (m), 11 speed over ground (km/h), 12 course over ground (degrees true),
/// 13 vertical velocity (m/s, positive downwards), 14 age of differential corrections (s),
/// 15 HDOP, 16 VDOP, 17 TDOP, 18 satellites used; then fields this parser does not read
/// (reserved, dead reckoning used; older receivers split 18 by system).
public struct PUBX00: Hashable, Sendable {
    /// The navigation status (field 8).
    public enum NavigationStatus: UInt16, Hashable, Sendable, CaseIterable {
        /// `NF`: no fix.
        case noFix = 0x46_4E
        /// `DR`: dead reckoning only.
        case deadReckoning = 0x52_44
        /// `G2`: stand-alone 2D.
        case standalone2D = 0x32_47
        /// `G3`: stand-alone 3D.
        case standalone3D = 0x33_47
        /// `D2`: differential 2D.
        case differential2D = 0x32_44
        /// `D3`: differential 3D.
        case differential3D = 0x33_44
        /// `RK`: GNSS and dead reckoning combined.
        case combined = 0x4B_52
        /// `TT`: time only.
        case timeOnly = 0x54_54

        /// The two letters as sent (`G3`).
        public var code: String {
            String(decoding: [UInt8(truncatingIfNeeded: rawValue), UInt8(truncatingIfNeeded: rawValue >> 8)], as: UTF8.self)
        }
    }

    /// Field 2: UTC time of the fix.
    public var time: UTCTime?
    /// Fields 3-4: latitude in degrees, south negative.
    public var latitude: Double?
    /// Fields 5-6: longitude in degrees, west negative.
    public var longitude: Double?
    /// Field 7: altitude above the user datum's ellipsoid (WGS 84 by default), metres.
    public var ellipsoidHeight: Double?
    /// Field 8: navigation status.
    public var navigationStatus: NavigationStatus?
    /// Field 9: horizontal accuracy estimate (u-blox `hAcc`), metres.
    public var horizontalAccuracy: Double?
    /// Field 10: vertical accuracy estimate (u-blox `vAcc`), metres.
    public var verticalAccuracy: Double?
    /// Field 11: speed over ground, km/h.
    public var speedKmh: Double?
    /// Field 12: course over ground, degrees from true north.
    public var course: Double?
    /// Field 13: vertical velocity, m/s, positive downwards.
    public var verticalVelocity: Double?
    /// Field 14: age of the differential corrections, seconds.
    public var differentialAge: Double?
    /// Field 15: horizontal dilution of precision.
    public var hdop: Double?
    /// Field 16: vertical dilution of precision.
    public var vdop: Double?
    /// Field 17: time dilution of precision.
    public var tdop: Double?
    /// Field 18: satellites used in the fix.
    public var satellitesUsed: UInt8?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// Creates a `$PUBX,00` with every field empty.
    public init() {}

    /// The type, `PUBX` (the whole proprietary address).
    @inlinable
    public static var type: SentenceType { SentenceType(packed: 0x58_42_55_50) }

    /// The fewest fields accepted: up to the vertical accuracy estimate.
    @usableFromInline static let minimumFieldCount = 10

    /// Reads the fields of one sentence whose first field is `00`; malformed ones read as
    /// `nil` and are listed in `invalidFields`.
    @inlinable
    init(fields f: inout FieldReader, line: Span<UInt8>) {
        _ = f.next(line)
        time = f.time(line)
        latitude = f.latitude(line)
        longitude = f.longitude(line)
        ellipsoidHeight = f.decimal(line)
        navigationStatus = f.code(line)
        horizontalAccuracy = f.magnitude(line)
        verticalAccuracy = f.magnitude(line)
        speedKmh = f.magnitude(line)
        course = f.angle(line)
        verticalVelocity = f.decimal(line)
        differentialAge = f.magnitude(line)
        hdop = f.magnitude(line)
        vdop = f.magnitude(line)
        tdop = f.magnitude(line)
        satellitesUsed = f.integer(line, 0...255)
        invalidFields = f.invalid
    }

    /// Writes the fields after the address.
    func write(to w: inout SentenceWriter) {
        w.raw(Array("00".utf8))
        w.time(time)
        w.latitude(latitude)
        w.longitude(longitude)
        w.decimal(ellipsoidHeight)
        w.text(navigationStatus?.code)
        for value in [horizontalAccuracy, verticalAccuracy, speedKmh, course, verticalVelocity,
                      differentialAge, hdop, vdop, tdop] {
            w.decimal(value)
        }
        w.integer(satellitesUsed, width: 2)
    }
}
