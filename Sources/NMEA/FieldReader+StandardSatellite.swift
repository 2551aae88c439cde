extension FieldReader {
    /// The next four fields as one GSV satellite group when they have the widths NMEA 0183
    /// gives them, `dd,dd,ddd,dd` (ID, elevation, azimuth, SNR) or with an empty SNR
    /// `dd,dd,ddd,`, and values within the fields' bounds; otherwise `nil`, having read
    /// nothing, so that the caller reads the fields one by one.
    ///
    /// Two 8-byte words cover the group and the byte that ends it (a comma, or the `*` at
    /// ``end``): each byte's kind is checked in every lane at once (``ByteLanes``) and the
    /// digits are paired by one multiplication. That is about a third of the instructions
    /// of four field reads, and one branch on the group's form instead of one per digit.
    @inlinable @inline(__always)
    mutating func standardSatellite(_ line: Span<UInt8>) -> SatelliteInView? {
        let p = position
        // Thirteen bytes: the group and its end, before the end of the fields.
        guard p &+ 13 <= line.count, p &+ 10 <= end else { return nil }
        let a = line.word(at: p)  // bytes 0-7: `dd,dd,dd`
        let b = line.word(at: p &+ 5)  // bytes 5-12: `,ddd,ddT` or `,ddd,T..`
        guard ByteLanes.isASCII(a | b) else { return nil }
        let (otherA, otherB) = (ByteLanes.nonDigits(a), ByteLanes.nonDigits(b))
        // Digits in bytes 0, 1, 3, 4, 6, 7 (a) and 8 (b's lane 3); commas in bytes 2, 5 and 9.
        guard otherA & 0x8080_0080_8000_8080 == 0, otherB & 0x0000_0000_8000_0000 == 0,
              a & 0x0000_FF00_00FF_0000 == 0x0000_2C00_002C_0000, b & 0x0000_00FF_0000_0000 == 0x0000_002C_0000_0000
        else { return nil }
        // Lane k of `pairs` is ten times byte k - 1's digit plus byte k's (the commas' lanes cleared first).
        let digits = (a ^ ByteLanes.repeated(0x30)) & 0xFFFF_00FF_FF00_FFFF
        let pairs = ByteLanes.pairs(digits)
        let id = UInt16(truncatingIfNeeded: pairs >> 8) & 0xFF
        let elevation = Int8(truncatingIfNeeded: pairs >> 32)
        let azimuth = (UInt16(truncatingIfNeeded: pairs >> 56) & 0xFF) &* 10 &+ UInt16(truncatingIfNeeded: b >> 24) & 0x0F
        guard elevation <= 90, azimuth <= 360 else { return nil }
        // A two-digit SNR (bytes 10 and 11) ends at byte 12, an empty one at byte 10. Chosen
        // without a branch: whether a satellite is tracked is as good as random.
        let hasSNR = otherB & 0x0080_8000_0000_0000 == 0
        let length = hasSNR ? 13 : 11
        let terminator = UInt8(truncatingIfNeeded: b >> (hasSNR ? 56 : 40))
        guard terminator == UInt8(ascii: ",") || terminator == UInt8(ascii: "*"), p &+ length &- 1 <= end else { return nil }
        let snrValue = UInt8(truncatingIfNeeded: b >> 40) & 0x0F &* 10 &+ UInt8(truncatingIfNeeded: b >> 48) & 0x0F
        // As `hasSNR ? snrValue * 10 : nil`, which the compiler makes a branch again: a value
        // past 16 bits reads as `nil`, so the choice is one bit set or not.
        let snr = UInt16(exactly: UInt32(snrValue) &* 10 | (hasSNR ? 0 : 0x1_0000))
        position = p &+ length
        index &+= 4
        return SatelliteInView(id: id, elevation: elevation, azimuth: azimuth, snrTenths: snr)
    }
}
