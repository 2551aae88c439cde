/// UBX NAV-SVINFO (0x01 0x30): the satellites the receiver tracks (u-blox 8 and older).
///
/// ```
/// offset 0 iTOW U4 ms  4 numCh U1  5 globalFlags X1, then numCh blocks of 12 bytes:
///        +0 chn U1  +1 svid U1  +2 flags X1 (bit 0 svUsed, bit 1 diffCorr)  +3 quality X1
///        +4 cno U1 dBHz  +5 elev I1 °  +6 azim I2 °  +8 prRes I4 cm
/// ```
/// The GNSS of each satellite comes from its svid (u-blox numbering); the blocks are summed
/// into counts per GNSS on decoding.
public struct NAVSVINFO: Hashable, Sendable {
    public var iTOW: UInt32
    public var numCh: UInt8
    public var globalFlags: UInt8
    /// Satellites listed, per GNSS.
    public var inView: UBXGNSSCounts
    /// Satellites used in the solution, per GNSS.
    public var used: UBXGNSSCounts

    /// Whether `length` is a NAV-SVINFO payload length (8 plus 12 per channel).
    public static func accepts(length: Int) -> Bool { length >= 8 && (length - 8) % 12 == 0 }

    /// Whether the payload's length matches its channel count.
    public static func isConsistent(_ p: Span<UInt8>) -> Bool { p.count == 8 + 12 * Int(p.u8(4)) }

    /// Decodes a payload that ``isConsistent(_:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); numCh = p.u8(4); globalFlags = p.u8(5)
        inView = UBXGNSSCounts(); used = UBXGNSSCounts()
        for channel in 0..<Int(numCh) {
            let o = 8 + 12 * channel
            guard let gnss = UBXGNSSCounts.gnssID(svid: p.u8(o + 1)) else { continue }
            inView.add(gnss)
            if p.u8(o + 2) & 0x01 != 0 { used.add(gnss) }
        }
    }
}
