/// UBX NAV-SAT (0x01 0x35): the satellites the receiver tracks (protocol 15 and later).
///
/// ```
/// offset 0 iTOW U4 ms  4 version U1  5 numSvs U1, then numSvs blocks of 12 bytes:
///        +0 gnssId U1  +1 svId U1  +2 cno U1 dBHz  +3 elev I1 °  +4 azim I2 °  +6 prRes I2 0.1 m
///        +8 flags X4 (bits 0-2 qualityInd, bit 3 svUsed, bits 4-5 health, bit 6 diffCorr)
/// ```
public struct NAVSAT: Hashable, Sendable {
    public var iTOW: UInt32
    public var version: UInt8
    public var numSvs: UInt8
    /// The satellites, in the order listed.
    public var satellites: [UBXSatellite]

    /// Whether `length` is a NAV-SAT payload length (8 plus 12 per satellite); the
    /// satellite count is checked against it on decoding.
    public static func accepts(length: Int) -> Bool { length >= 8 && (length - 8) % 12 == 0 }

    /// Whether the payload's length matches its satellite count.
    public static func isConsistent(_ p: Span<UInt8>) -> Bool { p.count == 8 + 12 * Int(p.u8(5)) }

    /// Decodes a payload that ``isConsistent(_:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); version = p.u8(4); numSvs = p.u8(5)
        satellites = (0..<Int(numSvs)).map { index in
            let o = 8 + 12 * index
            return UBXSatellite(gnssId: p.u8(o), svId: p.u8(o + 1), cno: p.u8(o + 2), elev: p.i8(o + 3),
                                azim: p.i16(o + 4), used: p.u8(o + 8) & 0x08 != 0)
        }
    }

    /// Satellites listed, per GNSS.
    public var inView: UBXGNSSCounts { UBXGNSSCounts(satellites) }
    /// Satellites used in the solution (svUsed), per GNSS.
    public var used: UBXGNSSCounts { UBXGNSSCounts(satellites.lazy.filter(\.used)) }
}
