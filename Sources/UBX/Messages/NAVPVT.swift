/// UBX NAV-PVT (0x01 0x07): the navigation solution in one message.
///
/// ```
/// offset  0 iTOW U4 ms      4 year U2   6 month  7 day  8 hour  9 min  10 sec  11 valid X1
///        12 tAcc U4 ns     16 nano I4 ns  20 fixType U1  21 flags X1  22 flags2 X1  23 numSV U1
///        24 lon I4 1e-7°   28 lat I4 1e-7°  32 height I4 mm  36 hMSL I4 mm  40 hAcc U4 mm  44 vAcc U4 mm
///        48 velN I4 mm/s   52 velE  56 velD  60 gSpeed I4 mm/s  64 headMot I4 1e-5°
///        68 sAcc U4 mm/s   72 headAcc U4 1e-5°  76 pDOP U2 0.01  78 flags3 X1 (bit 0 invalidLlh)
///        84 headVeh I4 1e-5°  88 magDec I2 1e-2°  90 magAcc U2 1e-2°   (92 bytes; 84 before protocol 15)
/// ```
/// Fields are kept as sent; the computed properties give SI units (u-blox 8 / M8 receiver
/// description, UBX-13003221, and ZED-F9P interface description, UBX-18010854).
public struct NAVPVT: Hashable, Sendable, UBXGeodeticPosition {
    public var iTOW: UInt32
    public var year: UInt16
    public var month: UInt8
    public var day: UInt8
    public var hour: UInt8
    public var minute: UInt8
    public var second: UInt8
    /// Bit 0 validDate, bit 1 validTime, bit 2 fullyResolved, bit 3 validMag.
    public var valid: UInt8
    public var tAcc: UInt32
    public var nano: Int32
    /// 0 no fix, 1 dead reckoning only, 2 2D, 3 3D, 4 GNSS + dead reckoning, 5 time only.
    public var fixType: UInt8
    /// Bit 0 gnssFixOK, bit 1 diffSoln, bits 6-7 carrSoln (1 float, 2 fixed).
    public var flags: UInt8
    public var flags2: UInt8
    public var numSV: UInt8
    public var lon: Int32
    public var lat: Int32
    public var height: Int32
    public var hMSL: Int32
    public var hAcc: UInt32
    public var vAcc: UInt32
    public var velN: Int32
    public var velE: Int32
    public var velD: Int32
    public var gSpeed: Int32
    public var headMot: Int32
    public var sAcc: UInt32
    public var headAcc: UInt32
    public var pDOP: UInt16
    /// Bit 0 invalidLlh (protocol 27 and later): longitude, latitude and heights are invalid.
    public var flags3: UInt8

    /// Whether `length` is a NAV-PVT payload length (84 or 92 bytes).
    public static func accepts(length: Int) -> Bool { length == 92 || length == 84 }

    /// Decodes a payload whose length ``accepts(length:)``.
    public init(_ p: Span<UInt8>) {
        iTOW = p.u32(0); year = p.u16(4); month = p.u8(6); day = p.u8(7); hour = p.u8(8)
        minute = p.u8(9); second = p.u8(10); valid = p.u8(11); tAcc = p.u32(12); nano = p.i32(16)
        fixType = p.u8(20); flags = p.u8(21); flags2 = p.u8(22); numSV = p.u8(23)
        lon = p.i32(24); lat = p.i32(28); height = p.i32(32); hMSL = p.i32(36)
        hAcc = p.u32(40); vAcc = p.u32(44); velN = p.i32(48); velE = p.i32(52); velD = p.i32(56)
        gSpeed = p.i32(60); headMot = p.i32(64); sAcc = p.u32(68); headAcc = p.u32(72)
        pDOP = p.u16(76); flags3 = p.count >= 92 ? p.u8(78) : 0
    }

    /// Creates a message from its fields (for the writer and tests).
    public init(iTOW: UInt32, year: UInt16, month: UInt8, day: UInt8, hour: UInt8, minute: UInt8, second: UInt8,
                valid: UInt8, tAcc: UInt32 = 0, nano: Int32 = 0, fixType: UInt8, flags: UInt8, flags2: UInt8 = 0,
                numSV: UInt8, lon: Int32, lat: Int32, height: Int32, hMSL: Int32, hAcc: UInt32, vAcc: UInt32,
                velN: Int32 = 0, velE: Int32 = 0, velD: Int32 = 0, gSpeed: Int32, headMot: Int32,
                sAcc: UInt32 = 0, headAcc: UInt32 = 0, pDOP: UInt16, flags3: UInt8 = 0) {
        self.iTOW = iTOW; self.year = year; self.month = month; self.day = day; self.hour = hour
        self.minute = minute; self.second = second; self.valid = valid; self.tAcc = tAcc; self.nano = nano
        self.fixType = fixType; self.flags = flags; self.flags2 = flags2; self.numSV = numSV
        self.lon = lon; self.lat = lat; self.height = height; self.hMSL = hMSL; self.hAcc = hAcc
        self.vAcc = vAcc; self.velN = velN; self.velE = velE; self.velD = velD; self.gSpeed = gSpeed
        self.headMot = headMot; self.sAcc = sAcc; self.headAcc = headAcc; self.pDOP = pDOP; self.flags3 = flags3
    }

    /// Whether the date fields are valid (valid bit 0).
    public var hasValidDate: Bool { valid & 0x01 != 0 }
    /// Whether the time-of-day fields are valid (valid bit 1).
    public var hasValidTime: Bool { valid & 0x02 != 0 }
    /// Whether the fix is valid and within the receiver's accuracy masks (flags bit 0).
    public var gnssFixOK: Bool { flags & 0x01 != 0 }
    /// Whether differential corrections were applied (flags bit 1).
    public var diffSoln: Bool { flags & 0x02 != 0 }
    /// The carrier phase solution: 0 none, 1 float ambiguities, 2 fixed ambiguities (flags bits 6-7).
    public var carrSoln: UInt8 { flags >> 6 }
    /// Whether the receiver marks longitude, latitude and heights invalid (flags3 bit 0).
    public var invalidLlh: Bool { flags3 & 0x01 != 0 }

    /// Ground speed, metres per second.
    public var groundSpeed: Double { Double(gSpeed) / 1e3 }
    /// Velocity north, east, down, metres per second.
    public var velocityNED: (north: Double, east: Double, down: Double) {
        (Double(velN) / 1e3, Double(velE) / 1e3, Double(velD) / 1e3)
    }
    /// Heading of motion, degrees.
    public var headingOfMotion: Double { Double(headMot) / 1e5 }
    /// Speed accuracy estimate, metres per second.
    public var speedAccuracy: Double { Double(sAcc) / 1e3 }
    /// Heading accuracy estimate, degrees.
    public var headingAccuracy: Double { Double(headAcc) / 1e5 }
    /// Position DOP.
    public var positionDOP: Double { Double(pDOP) / 100 }
    /// Time accuracy estimate, seconds.
    public var timeAccuracy: Double { Double(tAcc) / 1e9 }
}

extension NAVPVT {
    /// The 92-byte payload (protocol 15 and later) of this message.
    public var payload: [UInt8] {
        var b = UBXPayloadBuilder(capacity: 92)
        b.append(iTOW); b.append(year); b.append(month); b.append(day); b.append(hour); b.append(minute)
        b.append(second); b.append(valid); b.append(tAcc); b.append(nano); b.append(fixType); b.append(flags)
        b.append(flags2); b.append(numSV); b.append(lon); b.append(lat); b.append(height); b.append(hMSL)
        b.append(hAcc); b.append(vAcc); b.append(velN); b.append(velE); b.append(velD); b.append(gSpeed)
        b.append(headMot); b.append(sAcc); b.append(headAcc); b.append(pDOP); b.append(flags3); b.reserve(13)
        return b.bytes
    }
}
