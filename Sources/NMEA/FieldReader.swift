/// Reads the comma-separated fields of one sentence in order, as typed values.
///
/// The reader holds positions only; each call takes the sentence's bytes again, so no
/// span is stored. Each read consumes one field (two for a coordinate and its
/// hemisphere). A field that is present but malformed reads as `nil` and its index is
/// recorded in ``invalid``; a field past the end of the sentence reads as `nil`.
///
/// The readers of numbers (integers, decimals, coordinates) are `@inline(always)`
/// (SE-0496, Swift 6.3): with `@inline(__always)` the optimizer's cost model still kept
/// them as a call per field ("not profitable", `-Rpass-missed=sil-inliner`), which cost
/// about 3.5% of the parse stage. Forcing the larger ones too (`coordinate`, `time`) made
/// it slower.
@usableFromInline
struct FieldReader {
    /// The index of the first byte of the next field; past ``end`` when none is left.
    @usableFromInline var position: Int
    /// The index one past the last field byte (the `*`, or the end of the line).
    @usableFromInline let end: Int
    /// The index of the field read last (0 is the address).
    @usableFromInline var index: Int
    /// The fields that were present but malformed.
    @usableFromInline var invalid: FieldSet
    /// The number of fields after the address.
    @usableFromInline let count: Int

    /// Creates a reader of `count` fields, the first starting at `start` (just after the
    /// address's comma), the last ending at `end`.
    @inlinable
    init(start: Int, end: Int, count: Int) {
        position = start
        self.end = end
        self.count = count
        index = 0
        invalid = FieldSet()
    }

    /// The byte range of the next field (empty when the field is empty or missing).
    @inlinable @inline(__always)
    mutating func next(_ line: Span<UInt8>) -> Range<Int> {
        index += 1
        let start = position
        guard start <= end else { return end..<end }
        var p = start
        while p < end && line[unchecked: p] != UInt8(ascii: ",") { p &+= 1 }
        position = p &+ 1
        return start..<p
    }

    /// Marks the field read last as malformed and returns `nil`.
    @inlinable @inline(__always)
    mutating func reject<T>() -> T? {
        invalid.insert(index)
        return nil
    }

    /// `value` if the next field, its unit or reference letter, is `letter` (`M` metres,
    /// `T` true, `N` knots...) or empty (the standard's letter implied); otherwise the
    /// letter field is marked malformed and the value is `nil`, since it would not mean
    /// what the sentence's type says.
    @inlinable @inline(__always)
    mutating func labelled<T>(_ value: T?, _ line: Span<UInt8>, _ letter: UInt8) -> T? {
        let range = next(line)
        if range.isEmpty || (range.count == 1 && line[unchecked: range.lowerBound] == letter) { return value }
        return reject()
    }

    /// A direction in degrees (a heading or a course), 0 to 360; a value outside is malformed.
    @inlinable @inline(__always)
    mutating func angle(_ line: Span<UInt8>) -> Double? {
        guard let value = decimal(line) else { return nil }
        guard value >= 0 && value <= 360 else { return reject() }
        return value
    }

    /// A number within `bounds` in tenths, to the nearest tenth (a GSV SNR: `46` is 460,
    /// MediaTek's `29.0` is 290, `24.5` is 245). Read as an integer first (the common case
    /// keeps ``integer(_:_:)``'s quick path), and again as a decimal only when that fails.
    @inlinable @inline(always)
    mutating func tenths(_ line: Span<UInt8>, _ bounds: ClosedRange<Int>) -> UInt16? {
        let (start, before) = (position, invalid)
        let value: UInt16? = integer(line, bounds)
        if invalid == before { return value.map { $0 &* 10 } }
        (position, index, invalid) = (start, index &- 1, before)
        switch scanDecimal(line, allowSign: false) {
        case .empty:
            return nil
        case .invalid:
            return reject()
        case .value(let digits):
            let value = (digits.double * 10).rounded()
            guard value >= Double(bounds.lowerBound * 10) && value <= Double(bounds.upperBound * 10) else { return reject() }
            return UInt16(value)
        }
    }

    /// A two-letter code that must be one of `T`'s raw values, the first letter in the low
    /// byte (the `$PUBX,00` navigation status `G3`).
    @inlinable @inline(__always)
    mutating func code<T: RawRepresentable<UInt16>>(_ line: Span<UInt8>, as: T.Type = T.self) -> T? {
        let range = next(line)
        if range.isEmpty { return nil }
        guard range.count == 2 else { return reject() }
        let raw = UInt16(line[unchecked: range.lowerBound]) | UInt16(line[unchecked: range.lowerBound &+ 1]) << 8
        guard let value = T(rawValue: raw) else { return reject() }
        return value
    }

    /// A decimal number (`-12.345`, `7`, `.5`).
    @inlinable @inline(always)
    mutating func decimal(_ line: Span<UInt8>) -> Double? {
        number(line, allowSign: true)
    }

    /// A decimal number that cannot be negative (`12.345`, `.5`): a DOP, an age. A sign
    /// makes the field malformed.
    @inlinable @inline(always)
    mutating func magnitude(_ line: Span<UInt8>) -> Double? {
        number(line, allowSign: false)
    }

    /// The next field as a `Double`, the sign allowed or not; `nil` when empty or malformed.
    @inlinable @inline(always)
    mutating func number(_ line: Span<UInt8>, allowSign: Bool) -> Double? {
        switch scanDecimal(line, allowSign: allowSign) {
        case .empty: return nil
        case .invalid: return reject()
        case .value(let value): return value.double
        }
    }

    /// Reads the next field as a decimal number in one pass (field end and digits together).
    @inlinable @inline(always)
    mutating func scanDecimal(_ line: Span<UInt8>, allowSign: Bool) -> DecimalScan {
        index &+= 1
        let start = position
        guard start <= end else { return .empty }
        var p = start
        var negative = false
        if allowSign && p < end {
            let first = line[unchecked: p]
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                p &+= 1
            }
        }
        let digitsStart = p
        var mantissa: Int64 = 0
        var point = -1
        var malformed = false
        while p < end {
            let byte = line[unchecked: p]
            if byte == UInt8(ascii: ",") { break }
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                mantissa = mantissa &* 10 &+ Int64(digit)
            } else if byte == UInt8(ascii: ".") && point < 0 {
                point = p
            } else {
                malformed = true
            }
            p &+= 1
        }
        position = p &+ 1
        if p == start { return .empty }
        let fraction = point < 0 ? 0 : p &- point &- 1
        let digits = p &- digitsStart &- (point < 0 ? 0 : 1)
        guard !malformed, digits > 0, digits <= 18 else { return .invalid }
        return .value(DecimalDigits(mantissa: negative ? -mantissa : mantissa, fractionDigits: fraction))
    }

    /// An integer of at most 9 digits, with an optional `-`, within `bounds`.
    @inlinable @inline(always)
    mutating func integer(_ line: Span<UInt8>, _ bounds: ClosedRange<Int>) -> Int? {
        index &+= 1
        let start = position
        // One to three digits and the field's end (most fields: IDs, angles, counts) are
        // read without a loop, whose exit at a field of unpredictable length is costly.
        // Each digit is tested once, as the branches nest: a value chosen by a count of the
        // digits had the compiled code test them again.
        if start < end && start &+ 4 <= line.count {
            let d0 = line[unchecked: start] &- UInt8(ascii: "0")
            if d0 < 10 {
                var value = Int(d0)
                var after = start &+ 1
                let d1 = line[unchecked: after] &- UInt8(ascii: "0")
                if d1 < 10 {
                    value = value &* 10 &+ Int(d1)
                    after &+= 1
                    let d2 = line[unchecked: after] &- UInt8(ascii: "0")
                    if d2 < 10 {
                        value = value &* 10 &+ Int(d2)
                        after &+= 1
                    }
                }
                if after == end || line[unchecked: after] == UInt8(ascii: ",") {
                    position = after &+ 1
                    guard bounds.contains(value) else { return reject() }
                    return value
                }
            } else if d0 == UInt8(ascii: ",") &- UInt8(ascii: "0") {
                // An empty field (GSA's unused satellite slots, GSV's untracked SNRs).
                position = start &+ 1
                return nil
            }
        }
        guard start <= end else { return nil }
        var p = start
        let negative = p < end && line[unchecked: p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        var value = 0
        var digits = 0
        var malformed = false
        while p < end {
            let byte = line[unchecked: p]
            if byte == UInt8(ascii: ",") { break }
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                value = value &* 10 &+ Int(digit)
                digits &+= 1
            } else {
                malformed = true
            }
            p &+= 1
        }
        position = p &+ 1
        if p == start { return nil }
        // Count the digits before negating: more than 18 may have wrapped to Int.min.
        guard !malformed, digits > 0, digits <= 9 else { return reject() }
        if negative { value = -value }
        guard bounds.contains(value) else { return reject() }
        return value
    }

    /// ``integer(_:_:)`` as a `T`; `bounds` must lie within `T`'s range.
    ///
    /// The reading itself is not generic: the optimizer inlines it into each sentence's
    /// parser, where a generic one stayed a call per field.
    @inlinable @inline(always)
    mutating func integer<T: FixedWidthInteger>(_ line: Span<UInt8>, _ bounds: ClosedRange<Int>, as: T.Type = T.self) -> T? {
        assert(T(exactly: bounds.lowerBound) != nil && T(exactly: bounds.upperBound) != nil, "bounds outside \(T.self)")
        return integer(line, bounds).map { T(truncatingIfNeeded: $0) }
    }

    /// A field holding a number that must be one of `T`'s raw values (GGA quality, GSA fix type).
    @inlinable @inline(__always)
    mutating func numbered<T: RawRepresentable<UInt8>>(_ line: Span<UInt8>, as: T.Type = T.self) -> T? {
        let range = next(line)
        if range.isEmpty { return nil }
        let digit = line[unchecked: range.lowerBound] &- UInt8(ascii: "0")
        guard range.count == 1, digit < 10, let value = T(rawValue: digit) else { return reject() }
        return value
    }

    /// A decimal number followed by a direction letter (two fields), negative for `negative`
    /// (RMC magnetic variation, `W` negative). A value without a valid letter is `nil` and
    /// the letter field is marked malformed.
    @inlinable
    mutating func directed(_ line: Span<UInt8>, positive: UInt8, negative: UInt8) -> Double? {
        let value = decimal(line)
        return signed(value, by: next(line), line, positive: positive, negative: negative)
    }

    /// `value` with the sign its direction letter gives (`letter` is the field just read);
    /// `nil` for a missing value, and the letter field marked malformed when it is not
    /// `positive` or `negative`.
    @inlinable
    mutating func signed(
        _ value: Double?, by letter: Range<Int>, _ line: Span<UInt8>, positive: UInt8, negative: UInt8
    ) -> Double? {
        guard let value else { return nil }
        guard letter.count == 1 else { return reject() }
        switch line[unchecked: letter.lowerBound] {
        case positive: return value
        case negative: return -value
        default: return reject()
        }
    }

    /// The GNS mode field: one to eight ``ModeIndicator`` letters.
    @inlinable
    mutating func modes(_ line: Span<UInt8>) -> ModeIndicators? {
        let range = next(line)
        if range.isEmpty { return nil }
        guard range.count <= ModeIndicators.capacity else { return reject() }
        var letters: UInt64 = 0
        var shift: UInt64 = 0
        for p in range {
            guard let mode = ModeIndicator(rawValue: line[unchecked: p]) else { return reject() }
            letters |= UInt64(mode.rawValue) << shift
            shift &+= 8
        }
        return ModeIndicators(letters: letters)
    }

    /// A text field, copied as it was sent (NMEA `^hh` escapes are kept).
    @inlinable
    mutating func text(_ line: Span<UInt8>) -> String? {
        let range = next(line)
        if range.isEmpty { return nil }
        return copyText(line, range)
    }

    /// A one-letter field that must be one of `T`'s raw values.
    @inlinable @inline(__always)
    mutating func letter<T: RawRepresentable<UInt8>>(_ line: Span<UInt8>, as: T.Type = T.self) -> T? {
        let range = next(line)
        if range.isEmpty { return nil }
        guard range.count == 1, let value = T(rawValue: line[unchecked: range.lowerBound]) else { return reject() }
        return value
    }

    /// A one-digit hexadecimal field (NMEA 4.10 system and signal IDs).
    @inlinable @inline(__always)
    mutating func hexDigit(_ line: Span<UInt8>) -> UInt8? {
        let range = next(line)
        if range.isEmpty { return nil }
        guard range.count == 1, let value = hexValue(line[unchecked: range.lowerBound]) else { return reject() }
        return value
    }

    /// A time of day, `hhmmss` with an optional fraction of a second (kept to the millisecond).
    @inlinable @inline(__always)
    mutating func time(_ line: Span<UInt8>) -> UTCTime? {
        if let time = standardTime(line) { return time }
        let range = next(line)
        if range.isEmpty { return nil }
        guard range.count >= 6 else { return reject() }
        let p = range.lowerBound
        guard let hour = twoDigitValue(line, p), let minute = twoDigitValue(line, p &+ 2),
              let second = twoDigitValue(line, p &+ 4) else { return reject() }
        var millisecond = 0
        if range.count > 6 {
            guard line[unchecked: p &+ 6] == UInt8(ascii: ".") else { return reject() }
            var scale = 100
            for q in (p &+ 7)..<range.upperBound {
                let digit = line[unchecked: q] &- UInt8(ascii: "0")
                guard digit < 10 else { return reject() }
                millisecond &+= Int(digit) &* scale
                scale /= 10
            }
        }
        guard let time = UTCTime(hour: hour, minute: minute, second: second, millisecond: millisecond) else {
            return reject()
        }
        return time
    }

    /// A date `ddmmyy`, the year by ``UTCDate/fullYear(twoDigitYear:)``.
    @inlinable
    mutating func date(_ line: Span<UInt8>) -> UTCDate? {
        let range = next(line)
        if range.isEmpty { return nil }
        let p = range.lowerBound
        guard range.count == 6, let day = twoDigitValue(line, p), let month = twoDigitValue(line, p &+ 2),
              let yy = twoDigitValue(line, p &+ 4),
              let date = UTCDate(year: UTCDate.fullYear(twoDigitYear: yy), month: month, day: day) else {
            return reject()
        }
        return date
    }

    /// A latitude (`ddmm.mmmm` and `N`/`S`, two fields) in degrees, south negative.
    @inlinable @inline(always)
    mutating func latitude(_ line: Span<UInt8>) -> Double? {
        coordinate(line, limit: 90, positive: UInt8(ascii: "N"), negative: UInt8(ascii: "S"))
    }

    /// A longitude (`dddmm.mmmm` and `E`/`W`, two fields) in degrees, west negative.
    @inlinable @inline(always)
    mutating func longitude(_ line: Span<UInt8>) -> Double? {
        coordinate(line, limit: 180, positive: UInt8(ascii: "E"), negative: UInt8(ascii: "W"))
    }

    /// Degrees and minutes, then a hemisphere letter. Every digit sent is kept: the value
    /// is read as one integer and divided once. A value without a valid hemisphere is `nil`
    /// and the hemisphere field is marked malformed.
    @inlinable @inline(__always)
    mutating func coordinate(_ line: Span<UInt8>, limit: Int64, positive: UInt8, negative: UInt8) -> Double? {
        if let value = standardCoordinate(line, limit: limit, positive: positive, negative: negative) { return value }
        var magnitude: Double?
        switch scanDecimal(line, allowSign: false) {
        case .empty:
            break
        case .invalid:
            invalid.insert(index)
        case .value(let value):
            let scale = value.scale
            let degrees = value.mantissa / (100 &* scale)
            let minutes = value.mantissa &- degrees &* 100 &* scale
            if value.fractionDigits <= 15 && minutes < 60 &* scale
                && (degrees < limit || (degrees == limit && minutes == 0)) {
                magnitude = Double(degrees) + Double(minutes) / (Double(scale) * 60)
            } else {
                invalid.insert(index)
            }
        }
        return signed(magnitude, by: next(line), line, positive: positive, negative: negative)
    }
}

/// A decimal number read as an integer mantissa and a power-of-ten scale, so that no
/// digit is lost before the single division.
@usableFromInline
struct DecimalDigits {
    /// The digits as one integer (negative for a negative number).
    @usableFromInline var mantissa: Int64
    /// Ten to the number of digits after the point.
    @usableFromInline var scale: Int64
    /// The number of digits after the point.
    @usableFromInline var fractionDigits: Int

    /// Creates a decimal `mantissa / 10^fractionDigits`.
    @inlinable @inline(__always)
    init(mantissa: Int64, fractionDigits: Int) {
        self.mantissa = mantissa
        self.fractionDigits = fractionDigits
        scale = powerOfTen(fractionDigits)
    }

    /// The value, from one correctly rounded division.
    @inlinable
    var double: Double { Double(mantissa) / Double(scale) }
}

/// `line[range]` as a string (invalid UTF-8 repaired).
@usableFromInline
func copyText(_ line: Span<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: copyBytes(line, range), as: UTF8.self)
}

/// A copy of `line[range]`.
@usableFromInline
func copyBytes(_ line: Span<UInt8>, _ range: Range<Int>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    for p in range { bytes.append(line[p]) }
    return bytes
}

/// What ``FieldReader/scanDecimal(_:allowSign:)`` found.
@usableFromInline
enum DecimalScan {
    /// The field is empty or missing.
    case empty
    /// The field is present but not a number.
    case invalid
    /// The number.
    case value(DecimalDigits)
}

/// 10 to the power `exponent`, 0 to 18 (a switch: the compiler makes it a table).
@inlinable @inline(__always)
func powerOfTen(_ exponent: Int) -> Int64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    case 15: 1_000_000_000_000_000
    case 16: 10_000_000_000_000_000
    case 17: 100_000_000_000_000_000
    default: 1_000_000_000_000_000_000
    }
}

/// The value of two decimal digits at `p` and `p + 1`, or `nil`.
@inlinable @inline(__always)
func twoDigitValue(_ line: Span<UInt8>, _ p: Int) -> Int? {
    let high = line[unchecked: p] &- UInt8(ascii: "0")
    let low = line[unchecked: p &+ 1] &- UInt8(ascii: "0")
    guard high < 10, low < 10 else { return nil }
    return Int(high) &* 10 &+ Int(low)
}

/// Whether `high` and `low` are `value` in two upper-case hexadecimal digits, as NMEA
/// 0183 writes checksums. Computed without a branch on the digits: a checksum's digits
/// are as good as random, and a branch on each (digit or letter?) is mispredicted for
/// about a third of the sentences.
@inlinable @inline(__always)
func matchesUppercaseHex(_ value: UInt8, _ high: UInt8, _ low: UInt8) -> Bool {
    // A nibble n is the byte `0` + n, plus 7 when n > 9 (`A` is 7 after `9` + 1).
    @inline(__always) func digit(_ n: UInt8) -> UInt16 { UInt16(n &+ 0x30 &+ ((9 &- n) >> 5 & 7)) }
    return (UInt16(high) | UInt16(low) << 8) == (digit(value >> 4) | digit(value & 0x0F) << 8)
}

/// The value of one hexadecimal digit (either case), or `nil`.
@inlinable @inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
    default: return nil
    }
}
