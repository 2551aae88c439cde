/// UBX NAV-SVINFO (0x01 0x30): the satellites the receiver tracks (u-blox 8 and older).
///
/// ```
/// offset 0 iTOW U4 ms  4 numCh U1  5 globalFlags X1, then numCh blocks of 12 bytes:
///        +0 chn U1  +1 svid U1  +2 flags X1 (bit 0 svUsed, bit 1 diffCorr)  +3 quality X1
///        +4 cno U1 dBHz  +5 elev I1 °  +6 azim I2 °  +8 prRes I4 cm
/// ```
/// The GNSS of each satellite comes from its global svid (u-blox numbering, see
/// ``UBXSatellite/gnss(ofGlobalSvid:)``); channels with other numbers are left out.
public struct NAVSVINFO: Hashable, Sendable {
    public var iTOW: UInt32
    public var numCh: UInt8
    public var globalFlags: UInt8
    /// The satellites of the channels whose svid names one, in channel order.
    public var satellites: [UBXSatellite]

    /// Whether `length` is a NAV-SVINFO payload length (8 plus 12 per channel).
    public static func accepts(length: Int) -> Bool { length >= 8 && (length - 8) % 12 == 0 }

    /// Whether the payload's length matches its channel count.
    public static func isConsistent(_ p: Span<UInt8>) -> Bool { p.count == 8 + 12 * Int(p.u8(4)) }

    /// Decodes a payload that ``isConsistent(_:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); numCh = p.u8(4); globalFlags = p.u8(5)
        satellites = []
        satellites.reserveCapacity(Int(numCh))
        for channel in 0..<Int(numCh) {
            let o = 8 + 12 * channel
            guard let (gnss, sv) = UBXSatellite.gnss(ofGlobalSvid: p.u8(o + 1)) else { continue }
            satellites.append(UBXSatellite(gnssId: gnss, svId: sv, cno: p.u8(o + 4), elev: p.i8(o + 5),
                                           azim: p.i16(o + 6), used: p.u8(o + 2) & 0x01 != 0))
        }
    }

    /// Satellites listed, per GNSS.
    public var inView: UBXGNSSCounts { UBXGNSSCounts(satellites) }
    /// Satellites used in the solution, per GNSS.
    public var used: UBXGNSSCounts { UBXGNSSCounts(satellites.lazy.filter(\.used)) }
}
