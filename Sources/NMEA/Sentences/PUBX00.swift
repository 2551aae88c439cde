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
public struct PUBX00: Sendable {
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
    public var latitude: Double? {
        get { decimal(0) }
        set { setDecimal(0, newValue) }
    }
    /// Fields 5-6: longitude in degrees, west negative.
    public var longitude: Double? {
        get { decimal(1) }
        set { setDecimal(1, newValue) }
    }
    /// Field 7: altitude above the user datum's ellipsoid (WGS 84 by default), metres.
    public var ellipsoidHeight: Double? {
        get { decimal(2) }
        set { setDecimal(2, newValue) }
    }
    /// Field 8: navigation status.
    public var navigationStatus: NavigationStatus?
    /// Field 9: horizontal accuracy estimate (u-blox `hAcc`), metres.
    public var horizontalAccuracy: Double? {
        get { decimal(3) }
        set { setDecimal(3, newValue) }
    }
    /// Field 10: vertical accuracy estimate (u-blox `vAcc`), metres.
    public var verticalAccuracy: Double? {
        get { decimal(4) }
        set { setDecimal(4, newValue) }
    }
    /// Field 11: speed over ground, km/h.
    public var speedKmh: Double? {
        get { decimal(5) }
        set { setDecimal(5, newValue) }
    }
    /// Field 12: course over ground, degrees from true north.
    public var course: Double? {
        get { decimal(6) }
        set { setDecimal(6, newValue) }
    }
    /// Field 13: vertical velocity, m/s, positive downwards.
    public var verticalVelocity: Double? {
        get { decimal(7) }
        set { setDecimal(7, newValue) }
    }
    /// Field 14: age of the differential corrections, seconds.
    public var differentialAge: Double? {
        get { decimal(8) }
        set { setDecimal(8, newValue) }
    }
    /// Field 15: horizontal dilution of precision.
    public var hdop: Double? {
        get { decimal(9) }
        set { setDecimal(9, newValue) }
    }
    /// Field 16: vertical dilution of precision.
    public var vdop: Double? {
        get { decimal(10) }
        set { setDecimal(10, newValue) }
    }
    /// Field 17: time dilution of precision.
    public var tdop: Double? {
        get { decimal(11) }
        set { setDecimal(11, newValue) }
    }
    /// Field 18: satellites used in the fix.
    public var satellitesUsed: UInt8?
    /// Fields that were present but malformed (they read as `nil`).
    public var invalidFields = FieldSet()

    /// The twelve decimal fields, in sentence order, and a bit for each that is present: a
    /// `Double?` each would take twice the room and make every ``Sentence`` larger, which
    /// slows the parsing of all types.
    @usableFromInline var decimals = InlineArray<12, Double>(repeating: 0)
    @usableFromInline var present: UInt16 = 0

    /// The decimal field at `slot`, or `nil`.
    @inlinable
    func decimal(_ slot: Int) -> Double? {
        present & (1 << UInt16(slot)) == 0 ? nil : decimals[slot]
    }

    /// Sets or clears the decimal field at `slot`.
    @inlinable
    mutating func setDecimal(_ slot: Int, _ value: Double?) {
        if let value {
            decimals[slot] = value
            present |= 1 << UInt16(slot)
        } else {
            decimals[slot] = 0
            present &= ~(1 << UInt16(slot))
        }
    }

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

extension PUBX00: Hashable {
    /// Equal when every field is (the storage of absent decimals is always 0).
    public static func == (lhs: PUBX00, rhs: PUBX00) -> Bool {
        lhs.time == rhs.time && lhs.navigationStatus == rhs.navigationStatus
            && lhs.satellitesUsed == rhs.satellitesUsed && lhs.invalidFields == rhs.invalidFields
            && lhs.present == rhs.present && (0..<12).allSatisfy { lhs.decimals[$0] == rhs.decimals[$0] }
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(navigationStatus)
        hasher.combine(satellitesUsed)
        hasher.combine(invalidFields)
        hasher.combine(present)
        for slot in 0..<12 { hasher.combine(decimals[slot]) }
    }
}
