/// UBX NAV-POSLLH (0x01 0x02): geodetic position.
///
/// ```
/// offset 0 iTOW U4 ms  4 lon I4 1e-7°  8 lat I4 1e-7°  12 height I4 mm  16 hMSL I4 mm
///        20 hAcc U4 mm  24 vAcc U4 mm                                        (28 bytes)
/// ```
public struct NAVPOSLLH: Hashable, Sendable, UBXGeodeticPosition {
    public var iTOW: UInt32
    public var lon: Int32
    public var lat: Int32
    public var height: Int32
    public var hMSL: Int32
    public var hAcc: UInt32
    public var vAcc: UInt32

    /// Whether `length` is a NAV-POSLLH payload length (28 bytes).
    public static func accepts(length: Int) -> Bool { length == 28 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); lon = p.i32(4); lat = p.i32(8); height = p.i32(12); hMSL = p.i32(16)
        hAcc = p.u32(20); vAcc = p.u32(24)
    }

    /// Creates a message from its fields.
    public init(iTOW: UInt32, lon: Int32, lat: Int32, height: Int32, hMSL: Int32, hAcc: UInt32, vAcc: UInt32) {
        self.iTOW = iTOW; self.lon = lon; self.lat = lat; self.height = height; self.hMSL = hMSL
        self.hAcc = hAcc; self.vAcc = vAcc
    }
}

extension NAVPOSLLH {
    /// The 28-byte payload of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 28)
        b.append(iTOW); b.append(lon); b.append(lat); b.append(height); b.append(hMSL); b.append(hAcc); b.append(vAcc)
        return b.bytes
    }
}
