extension FieldReader {
    /// The next field as a time of day when it is written as NMEA 0183 writes it, `hhmmss`
    /// or `hhmmss.` and one to seven digits of fraction (`123519`, `123519.00`), and valid
    /// (hour below 24, minute below 60, second at most 60); otherwise `nil`, having read
    /// nothing, so that ``time(_:)`` reads the field byte by byte. The millisecond is the
    /// fraction's first three digits, as there.
    ///
    /// One 8-byte word holds the six digits, checked in all lanes at once and paired by one
    /// multiplication (``ByteLanes``); a second one holds the fraction and the byte that
    /// ends it.
    @inlinable @inline(__always)
    mutating func standardTime(_ line: Span<UInt8>) -> UTCTime? {
        let p = position
        // Fifteen bytes: the second word, at the byte after the point.
        guard p &+ 15 <= line.count, p &+ 6 <= end else { return nil }
        let a = line.word(at: p)  // `hhmmss` and the two bytes after
        guard ByteLanes.isASCII(a), ByteLanes.nonDigits(a) & 0x0000_8080_8080_8080 == 0 else { return nil }
        // Lanes 1, 3 and 5 of `pairs` are the hour, the minute and the second.
        let digits = (a ^ ByteLanes.repeated(0x30)) & 0x0000_FFFF_FFFF_FFFF
        let pairs = ByteLanes.pairs(digits)
        let hour = Int(truncatingIfNeeded: pairs >> 8) & 0xFF
        let minute = Int(truncatingIfNeeded: pairs >> 24) & 0xFF
        let second = Int(truncatingIfNeeded: pairs >> 40) & 0xFF
        guard hour < 24, minute < 60, second <= 60 else { return nil }
        var millisecond = 0
        var after = p &+ 6  // the byte that ends the field
        if UInt8(truncatingIfNeeded: a >> 48) == UInt8(ascii: ".") {
            let b = line.word(at: p &+ 7)
            guard ByteLanes.isASCII(b) else { return nil }
            let count = ByteLanes.first(ByteLanes.nonDigits(b))
            guard count >= 1, count < 8 else { return nil }
            let kept = min(count, 3)
            millisecond = Int(ByteLanes.value(ofFirst: kept, in: b) &* UInt64(powerOfTen(3 &- kept)))
            after &+= 1 &+ count
        }
        guard after == end || (after < end && line[unchecked: after] == UInt8(ascii: ",")),
              let time = UTCTime(millisecondOfDay: ((hour &* 60 &+ minute) &* 60 &+ second) &* 1000 &+ millisecond)
        else { return nil }
        position = after &+ 1
        index &+= 1
        return time
    }
}
