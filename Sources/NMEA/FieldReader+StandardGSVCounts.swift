extension FieldReader {
    /// The next three fields as GSV's counts (messages, this message's number, satellites
    /// in view) when they have the widths receivers send, `d,d,dd`, followed by a comma or
    /// the end of the fields; otherwise `nil`, having read nothing, so that the caller
    /// reads them one by one. Every such value is within the fields' bounds.
    ///
    /// One 8-byte word covers the three fields and the byte after them (``ByteLanes``).
    @inlinable @inline(__always)
    mutating func standardGSVCounts(_ line: Span<UInt8>) -> (messages: UInt8, number: UInt8, inView: UInt8)? {
        let p = position
        guard p &+ 8 <= line.count, p &+ 6 <= end else { return nil }
        let a = line.word(at: p)
        // Digits in lanes 0, 2, 4 and 5; commas in lanes 1 and 3.
        guard ByteLanes.isASCII(a), ByteLanes.nonDigits(a) & 0x0000_8080_0080_0080 == 0,
              a & 0x0000_0000_FF00_FF00 == 0x0000_0000_2C00_2C00
        else { return nil }
        let after = p &+ 6
        guard after == end || UInt8(truncatingIfNeeded: a >> 48) == UInt8(ascii: ",") else { return nil }
        let digits = a ^ ByteLanes.repeated(0x30)
        position = after &+ 1
        index &+= 3
        return (UInt8(truncatingIfNeeded: digits), UInt8(truncatingIfNeeded: digits >> 16),
                UInt8(truncatingIfNeeded: digits >> 32) &* 10 &+ UInt8(truncatingIfNeeded: digits >> 40))
    }
}
