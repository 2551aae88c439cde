/// UBX NAV-STATUS (0x01 0x03): receiver navigation status.
///
/// ```
/// offset 0 iTOW U4 ms  4 gpsFix U1  5 flags X1  6 fixStat X1  7 flags2 X1  8 ttff U4 ms  12 msss U4 ms  (16 bytes)
/// ```
public struct NAVSTATUS: Hashable, Sendable {
    public var iTOW: UInt32
    /// 0 no fix, 1 dead reckoning only, 2 2D, 3 3D, 4 GPS + dead reckoning, 5 time only.
    public var gpsFix: UInt8
    /// Bit 0 gpsFixOk, bit 1 diffSoln, bit 2 wknSet, bit 3 towSet.
    public var flags: UInt8
    /// Bit 0 diffCorr (corrections available), bits 6-7 mapMatching.
    public var fixStat: UInt8
    public var flags2: UInt8
    public var ttff: UInt32
    public var msss: UInt32

    /// Whether `length` is a NAV-STATUS payload length (16 bytes).
    public static func accepts(length: Int) -> Bool { length == 16 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); gpsFix = p.u8(4); flags = p.u8(5); fixStat = p.u8(6); flags2 = p.u8(7)
        ttff = p.u32(8); msss = p.u32(12)
    }

    /// Whether the fix is valid (flags bit 0).
    public var gpsFixOK: Bool { flags & 0x01 != 0 }
    /// Whether differential corrections were applied (flags bit 1).
    public var diffSoln: Bool { flags & 0x02 != 0 }
    /// Time to first fix, seconds.
    public var timeToFirstFix: Double { Double(ttff) / 1e3 }
}
