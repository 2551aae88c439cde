extension FieldReader {
    /// Reads up to `limit` (at least 1) of GSA's satellite slots in one step when the
    /// next ones have the widths NMEA 0183 gives them: two slots of two digits (`03,07,`),
    /// or a run of empty slots (`,,,`). Appends the IDs to `satellites` and returns the
    /// number of slots read; 0 when the next slot has another form (one or three digits, a
    /// slot that ends the sentence), having read nothing, so that the caller reads it as
    /// any integer.
    ///
    /// One 8-byte word covers the slots: the commas and digits are found in all lanes at
    /// once and both IDs paired by one multiplication (``ByteLanes``).
    @inlinable @inline(__always)
    mutating func standardSlots(_ line: Span<UInt8>, limit: Int, into satellites: inout InlineList<12, UInt16>) -> Int {
        let p = position
        guard p &+ 8 <= line.count, p < end else { return 0 }
        let a = line.word(at: p)
        guard ByteLanes.isASCII(a) else { return 0 }
        let commas = ByteLanes.matches(a, UInt8(ascii: ","))
        if commas & 0x80 != 0 {
            // Empty slots: the run of commas from lane 0, each before ``end`` (the `*`).
            let run = min(ByteLanes.first(~commas & ByteLanes.highBits), limit)
            position = p &+ run
            index &+= run
            return run
        }
        // `dd,dd,`: digits in lanes 0, 1, 3 and 4; commas in lanes 2 and 5.
        guard limit >= 2, commas & 0x0000_8000_0080_0000 == 0x0000_8000_0080_0000,
              ByteLanes.nonDigits(a) & 0x0000_0080_8000_8080 == 0
        else { return 0 }
        let digits = (a ^ ByteLanes.repeated(0x30)) & 0x0000_00FF_FF00_FFFF
        let pairs = ByteLanes.pairs(digits)
        satellites.append(UInt16(truncatingIfNeeded: pairs >> 8) & 0xFF)
        satellites.append(UInt16(truncatingIfNeeded: pairs >> 32) & 0xFF)
        position = p &+ 6
        index &+= 2
        return 2
    }
}
