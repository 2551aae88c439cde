/// UBX NAV-DOP (0x01 0x04): dilutions of precision, each scaled by 0.01.
///
/// ```
/// offset 0 iTOW U4 ms  4 gDOP U2  6 pDOP  8 tDOP  10 vDOP  12 hDOP  14 nDOP  16 eDOP   (18 bytes)
/// ```
public struct NAVDOP: Hashable, Sendable {
    public var iTOW: UInt32
    public var gDOP: UInt16
    public var pDOP: UInt16
    public var tDOP: UInt16
    public var vDOP: UInt16
    public var hDOP: UInt16
    public var nDOP: UInt16
    public var eDOP: UInt16

    /// Whether `length` is a NAV-DOP payload length (18 bytes).
    public static func accepts(length: Int) -> Bool { length == 18 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); gDOP = p.u16(4); pDOP = p.u16(6); tDOP = p.u16(8); vDOP = p.u16(10)
        hDOP = p.u16(12); nDOP = p.u16(14); eDOP = p.u16(16)
    }

    /// Creates a message from its fields.
    public init(iTOW: UInt32, gDOP: UInt16 = 0, pDOP: UInt16, tDOP: UInt16 = 0, vDOP: UInt16, hDOP: UInt16,
                nDOP: UInt16 = 0, eDOP: UInt16 = 0) {
        self.iTOW = iTOW; self.gDOP = gDOP; self.pDOP = pDOP; self.tDOP = tDOP; self.vDOP = vDOP
        self.hDOP = hDOP; self.nDOP = nDOP; self.eDOP = eDOP
    }

    /// Horizontal DOP.
    public var horizontal: Double { Double(hDOP) / 100 }
    /// Vertical DOP.
    public var vertical: Double { Double(vDOP) / 100 }
    /// Position DOP.
    public var position: Double { Double(pDOP) / 100 }
    /// Geometric DOP.
    public var geometric: Double { Double(gDOP) / 100 }
    /// Time DOP.
    public var time: Double { Double(tDOP) / 100 }
}

extension NAVDOP {
    /// The 18-byte payload of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 18)
        b.append(iTOW); b.append(gDOP); b.append(pDOP); b.append(tDOP); b.append(vDOP); b.append(hDOP)
        b.append(nDOP); b.append(eDOP)
        return b.bytes
    }
}
