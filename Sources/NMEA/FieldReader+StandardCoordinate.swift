extension FieldReader {
    /// The next two fields as a coordinate and its hemisphere when they are written as
    /// NMEA 0183 writes them (three to five digits of degrees and minutes, a point, one to
    /// eight digits of the minutes' fraction, then the letter: `4807.038,N`,
    /// `01131.000,E`) and valid (minutes below 60, degrees within `limit`); otherwise
    /// `nil`, having read nothing, so that ``coordinate(_:limit:positive:negative:)`` reads
    /// them as any decimal. The value is the one that reader gives, from the same integers.
    ///
    /// Two 8-byte words cover both fields: the point and the comma are found, and every
    /// digit checked, in all lanes at once, and the digits are combined by three
    /// multiplications per number (``ByteLanes``) rather than one per digit.
    @inlinable @inline(__always)
    mutating func standardCoordinate(_ line: Span<UInt8>, limit: Int64, positive: UInt8, negative: UInt8) -> Double? {
        let p = position
        guard p &+ 16 <= line.count else { return nil }
        let a = line.word(at: p), b = line.word(at: p &+ 8)
        guard ByteLanes.isASCII(a | b) else { return nil }
        let point = ByteLanes.first(ByteLanes.matches(a, UInt8(ascii: ".")))
        let commaInA = ByteLanes.matches(a, UInt8(ascii: ","))
        let comma = commaInA != 0 ? ByteLanes.first(commaInA) : 8 &+ ByteLanes.first(ByteLanes.matches(b, UInt8(ascii: ",")))
        let fractionDigits = comma &- point &- 1
        // The letter and the byte after it must be within the sixteen bytes too.
        guard point >= 3, point <= 5, fractionDigits >= 1, fractionDigits <= 8, comma <= 13 else { return nil }
        let pointLane: UInt64 = 0x80 &<< UInt64(point &* 8)
        guard ByteLanes.nonDigits(a) & ByteLanes.below(comma) & ~pointLane == 0,
              comma <= 8 || ByteLanes.nonDigits(b) & ByteLanes.below(comma &- 8) == 0
        else { return nil }
        // The letter is one byte, followed by a comma or the end of the fields.
        let after = p &+ comma &+ 2
        guard after == end || (after < end && line[unchecked: after] == UInt8(ascii: ",")) else { return nil }
        let letter = line[unchecked: after &- 1]
        guard letter == positive || letter == negative else { return nil }
        let whole = ByteLanes.value(ofFirst: point, in: a)
        let fractionWord = (a &>> UInt64((point &+ 1) &* 8)) | (b &<< UInt64((7 &- point) &* 8))
        let fraction = Int64(ByteLanes.value(ofFirst: fractionDigits, in: fractionWord))
        let degrees = Int64(whole / 100), wholeMinutes = Int64(whole % 100)
        guard wholeMinutes < 60, degrees < limit || (degrees == limit && wholeMinutes == 0 && fraction == 0) else { return nil }
        let scale = powerOfTen(fractionDigits)
        let magnitude = Double(degrees) + Double(wholeMinutes &* scale &+ fraction) / (Double(scale) * 60)
        position = after &+ 1
        index &+= 2
        return letter == positive ? magnitude : -magnitude
    }
}
