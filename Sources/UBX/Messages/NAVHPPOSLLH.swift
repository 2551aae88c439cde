/// UBX NAV-HPPOSLLH (0x01 0x14): geodetic position to 0.1 mm (high-precision receivers).
///
/// ```
/// offset 0 version U1  3 flags X1 (bit 0 invalidLlh)  4 iTOW U4 ms  8 lon I4 1e-7°  12 lat I4 1e-7°
///        16 height I4 mm  20 hMSL I4 mm  24 lonHp I1 1e-9°  25 latHp I1 1e-9°
///        26 heightHp I1 0.1 mm  27 hMSLHp I1 0.1 mm  28 hAcc U4 0.1 mm  32 vAcc U4 0.1 mm   (36 bytes)
/// ```
public struct NAVHPPOSLLH: Hashable, Sendable {
    public var version: UInt8
    public var flags: UInt8
    public var iTOW: UInt32
    public var lon: Int32
    public var lat: Int32
    public var height: Int32
    public var hMSL: Int32
    public var lonHp: Int8
    public var latHp: Int8
    public var heightHp: Int8
    public var hMSLHp: Int8
    public var hAcc: UInt32
    public var vAcc: UInt32

    /// Whether `length` is a NAV-HPPOSLLH payload length (36 bytes).
    public static func accepts(length: Int) -> Bool { length == 36 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        version = p.u8(0); flags = p.u8(3); iTOW = p.u32(4); lon = p.i32(8); lat = p.i32(12)
        height = p.i32(16); hMSL = p.i32(20); lonHp = p.i8(24); latHp = p.i8(25); heightHp = p.i8(26)
        hMSLHp = p.i8(27); hAcc = p.u32(28); vAcc = p.u32(32)
    }

    /// Whether the receiver marks the position invalid (flags bit 0).
    public var invalidLlh: Bool { flags & 0x01 != 0 }
    /// Latitude, degrees.
    public var latitude: Double { (Double(lat) * 100 + Double(latHp)) / 1e9 }
    /// Longitude, degrees.
    public var longitude: Double { (Double(lon) * 100 + Double(lonHp)) / 1e9 }
    /// Height above the ellipsoid, metres.
    public var heightAboveEllipsoid: Double { (Double(height) * 10 + Double(heightHp)) / 1e4 }
    /// Height above mean sea level, metres.
    public var heightAboveMSL: Double { (Double(hMSL) * 10 + Double(hMSLHp)) / 1e4 }
    /// Height above the ellipsoid less height above mean sea level: the geoid separation
    /// the receiver used, metres.
    public var geoidSeparation: Double { Double((Int64(height) - Int64(hMSL)) * 10 + Int64(heightHp) - Int64(hMSLHp)) / 1e4 }
    /// Horizontal accuracy estimate, metres.
    public var horizontalAccuracy: Double { Double(hAcc) / 1e4 }
    /// Vertical accuracy estimate, metres.
    public var verticalAccuracy: Double { Double(vAcc) / 1e4 }
}
