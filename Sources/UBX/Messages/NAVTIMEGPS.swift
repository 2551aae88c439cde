/// UBX NAV-TIMEGPS (0x01 0x20): GPS time and the GPS-UTC leap seconds.
///
/// ```
/// offset 0 iTOW U4 ms  4 fTOW I4 ns  8 week I2  10 leapS I1 s  11 valid X1  12 tAcc U4 ns   (16 bytes)
/// ```
public struct NAVTIMEGPS: Hashable, Sendable {
    public var iTOW: UInt32
    public var fTOW: Int32
    public var week: Int16
    public var leapS: Int8
    /// Bit 0 towValid, bit 1 weekValid, bit 2 leapSValid.
    public var valid: UInt8
    public var tAcc: UInt32

    /// Whether `length` is a NAV-TIMEGPS payload length (16 bytes).
    public static func accepts(length: Int) -> Bool { length == 16 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); fTOW = p.i32(4); week = p.i16(8); leapS = p.i8(10); valid = p.u8(11); tAcc = p.u32(12)
    }

    /// Creates a message from its fields.
    public init(iTOW: UInt32, fTOW: Int32 = 0, week: Int16, leapS: Int8, valid: UInt8, tAcc: UInt32 = 0) {
        self.iTOW = iTOW; self.fTOW = fTOW; self.week = week; self.leapS = leapS; self.valid = valid; self.tAcc = tAcc
    }

    /// Whether the time of week is valid (valid bit 0).
    public var towValid: Bool { valid & 0x01 != 0 }
    /// Whether the week number is valid (valid bit 1).
    public var weekValid: Bool { valid & 0x02 != 0 }
    /// Whether ``leapS`` is valid (valid bit 2), rather than the receiver's firmware default.
    public var leapSecondsValid: Bool { valid & 0x04 != 0 }
}

extension NAVTIMEGPS {
    /// The 16-byte payload of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 16)
        b.append(iTOW); b.append(fTOW); b.append(week); b.append(leapS); b.append(valid); b.append(tAcc)
        return b.bytes
    }
}
