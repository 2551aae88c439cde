/// UBX NAV-SOL (0x01 0x06): the navigation solution in Earth-centred, Earth-fixed
/// coordinates, with GPS week and time of week (u-blox 6 and older; kept by u-blox 8).
///
/// ```
/// offset 0 iTOW U4 ms  4 fTOW I4 ns  8 week I2  10 gpsFix U1  11 flags X1
///        12 ecefX I4 cm  16 ecefY  20 ecefZ  24 pAcc U4 cm  28 ecefVX I4 cm/s  32 ecefVY  36 ecefVZ
///        40 sAcc U4 cm/s  44 pDOP U2 0.01  47 numSV U1                               (52 bytes)
/// ```
public struct NAVSOL: Hashable, Sendable {
    public var iTOW: UInt32
    public var fTOW: Int32
    public var week: Int16
    /// 0 no fix, 1 dead reckoning only, 2 2D, 3 3D, 4 GPS + dead reckoning, 5 time only.
    public var gpsFix: UInt8
    /// Bit 0 gpsFixOK, bit 1 diffSoln, bit 2 week valid, bit 3 time of week valid.
    public var flags: UInt8
    public var ecefX: Int32
    public var ecefY: Int32
    public var ecefZ: Int32
    public var pAcc: UInt32
    public var ecefVX: Int32
    public var ecefVY: Int32
    public var ecefVZ: Int32
    public var sAcc: UInt32
    public var pDOP: UInt16
    public var numSV: UInt8

    /// Whether `length` is a NAV-SOL payload length (52 bytes).
    public static func accepts(length: Int) -> Bool { length == 52 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); fTOW = p.i32(4); week = p.i16(8); gpsFix = p.u8(10); flags = p.u8(11)
        ecefX = p.i32(12); ecefY = p.i32(16); ecefZ = p.i32(20); pAcc = p.u32(24)
        ecefVX = p.i32(28); ecefVY = p.i32(32); ecefVZ = p.i32(36); sAcc = p.u32(40)
        pDOP = p.u16(44); numSV = p.u8(47)
    }

    /// Whether the fix is valid (flags bit 0).
    public var gpsFixOK: Bool { flags & 0x01 != 0 }
    /// Whether differential corrections were applied (flags bit 1).
    public var diffSoln: Bool { flags & 0x02 != 0 }
    /// Whether ``week`` is valid (flags bit 2).
    public var weekValid: Bool { flags & 0x04 != 0 }
    /// Whether ``iTOW`` and ``fTOW`` are valid (flags bit 3).
    public var timeOfWeekValid: Bool { flags & 0x08 != 0 }
    /// The ECEF position, metres.
    public var position: (x: Double, y: Double, z: Double) {
        (Double(ecefX) / 100, Double(ecefY) / 100, Double(ecefZ) / 100)
    }
    /// The ECEF velocity, metres per second.
    public var velocity: (x: Double, y: Double, z: Double) {
        (Double(ecefVX) / 100, Double(ecefVY) / 100, Double(ecefVZ) / 100)
    }
    /// 3D position accuracy estimate, metres.
    public var positionAccuracy: Double { Double(pAcc) / 100 }
    /// Speed accuracy estimate, metres per second.
    public var speedAccuracy: Double { Double(sAcc) / 100 }
    /// Position DOP.
    public var positionDOP: Double { Double(pDOP) / 100 }
}
