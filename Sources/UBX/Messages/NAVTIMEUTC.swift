/// UBX NAV-TIMEUTC (0x01 0x21): UTC time.
///
/// ```
/// offset 0 iTOW U4 ms  4 tAcc U4 ns  8 nano I4 ns  12 year U2  14 month  15 day  16 hour  17 min  18 sec
///        19 valid X1 (bit 0 validTOW, bit 1 validWKN, bit 2 validUTC, bits 4-7 utcStandard)   (20 bytes)
/// ```
public struct NAVTIMEUTC: Hashable, Sendable {
    public var iTOW: UInt32
    public var tAcc: UInt32
    public var nano: Int32
    public var year: UInt16
    public var month: UInt8
    public var day: UInt8
    public var hour: UInt8
    public var minute: UInt8
    public var second: UInt8
    public var valid: UInt8

    /// Whether `length` is a NAV-TIMEUTC payload length (20 bytes).
    public static func accepts(length: Int) -> Bool { length == 20 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); tAcc = p.u32(4); nano = p.i32(8); year = p.u16(12); month = p.u8(14)
        day = p.u8(15); hour = p.u8(16); minute = p.u8(17); second = p.u8(18); valid = p.u8(19)
    }

    /// Whether the UTC date and time are valid (valid bit 2: leap seconds known).
    public var validUTC: Bool { valid & 0x04 != 0 }
    /// The UTC standard the receiver follows (valid bits 4-7; 0 unknown, 3 USNO, 6 Russia, 7 China).
    public var utcStandard: UInt8 { valid >> 4 }
}
