/// Builds the text of one sentence, field by field, then appends its checksum.
///
/// Numbers are written with the fewest decimals that read back as the same `Double`
/// (coordinates with at least four decimals of minutes), so that parse, write, parse
/// gives back the same values.
struct SentenceWriter {
    /// The sentence so far, from `$` or `!`.
    private(set) var bytes: [UInt8]

    /// Starts a sentence with `delimiter` (`$` or `!`) and `address` (`GPGGA`).
    init(delimiter: UInt8 = UInt8(ascii: "$"), address: [UInt8]) {
        bytes = [delimiter]
        bytes.reserveCapacity(NMEAFramer.maxSentenceLength)
        bytes += address
    }

    /// Starts a sentence for `talker` and a three-letter `type`.
    init(talker: Talker, type: StaticString) {
        self.init(address: [talker.first, talker.second] + type.withUTF8Buffer { Array($0) })
    }

    /// The finished sentence, `*hh` included, without a line ending.
    var text: String {
        var checksum: UInt8 = 0
        for byte in bytes.dropFirst() { checksum ^= byte }
        return String(decoding: bytes + [UInt8(ascii: "*")] + Array(hexDigits(checksum).utf8), as: UTF8.self)
    }

    /// Appends a field of raw bytes.
    mutating func raw(_ field: some Sequence<UInt8>) {
        bytes.append(UInt8(ascii: ","))
        bytes += field
    }

    /// Appends an empty field.
    mutating func empty() { raw([]) }

    /// Appends a text field (empty for `nil`).
    mutating func text(_ value: String?) { raw(Array((value ?? "").utf8)) }

    /// Appends a one-letter field (empty for `nil`).
    mutating func letter<T: RawRepresentable<UInt8>>(_ value: T?) {
        raw(value.map { [$0.rawValue] } ?? [])
    }

    /// Appends a fixed letter when `present`, else an empty field (units such as `M`).
    mutating func unit(_ letter: Character, present: Bool) {
        raw(present ? Array(String(letter).utf8) : [])
    }

    /// Appends an integer field, zero-padded to `width` digits.
    mutating func integer<T: BinaryInteger>(_ value: T?, width: Int = 1) {
        guard let value else { return empty() }
        raw(Array(padded(Int(value), width).utf8))
    }

    /// Appends a one-digit hexadecimal field.
    mutating func hexDigit(_ value: UInt8?) {
        raw(value.map { Array(String($0, radix: 16, uppercase: true).utf8) } ?? [])
    }

    /// Appends a decimal number with the fewest decimals that read back exactly.
    mutating func decimal(_ value: Double?) {
        guard let value else { return empty() }
        for digits in 0...15 {
            let scaled = (value * Double(powerOfTen(digits))).rounded()
            guard abs(scaled) < 1e17 else { break }
            let candidate = DecimalDigits(mantissa: Int64(scaled), fractionDigits: digits)
            if candidate.double == value { return raw(Array(format(candidate, integerWidth: 1).utf8)) }
        }
        raw(Array(String(value).utf8))
    }

    /// Appends a latitude in degrees as `ddmm.mmmm` and `N`/`S`.
    mutating func latitude(_ value: Double?) {
        coordinate(value, degreeWidth: 2, positive: "N", negative: "S")
    }

    /// Appends a longitude in degrees as `dddmm.mmmm` and `E`/`W`.
    mutating func longitude(_ value: Double?) {
        coordinate(value, degreeWidth: 3, positive: "E", negative: "W")
    }

    /// Appends degrees and minutes with the fewest decimals (at least 4) that read back exactly.
    private mutating func coordinate(_ value: Double?, degreeWidth: Int, positive: Character, negative: Character) {
        guard let value else {
            empty()
            return empty()
        }
        let magnitude = abs(value)
        var best: (degrees: Int64, minutes: DecimalDigits)?
        for digits in 4...12 {
            var degrees = Int64(magnitude)
            let scale = powerOfTen(digits)
            var minutes = Int64(((magnitude - Double(degrees)) * 60 * Double(scale)).rounded())
            if minutes >= 60 * scale { degrees += 1; minutes -= 60 * scale }
            best = (degrees, DecimalDigits(mantissa: minutes, fractionDigits: digits))
            if Double(degrees) + Double(minutes) / (Double(scale) * 60) == magnitude { break }
        }
        guard let best else { return }
        raw(Array((padded(Int(best.degrees), degreeWidth) + format(best.minutes, integerWidth: 2)).utf8))
        unit(value < 0 ? negative : positive, present: true)
    }

    /// Appends a time as `hhmmss.ss` (`hhmmss.sss` when the milliseconds need it).
    mutating func time(_ value: UTCTime?) {
        guard let value else { return empty() }
        let ms = value.millisecond
        let fraction = ms % 10 == 0 ? "." + padded(ms / 10, 2) : "." + padded(ms, 3)
        raw(Array((padded(value.hour, 2) + padded(value.minute, 2) + padded(value.second, 2) + fraction).utf8))
    }

    /// Appends a date as `ddmmyy` (two-digit year: round trips hold for 1980 to 2079).
    mutating func date(_ value: UTCDate?) {
        guard let value else { return empty() }
        raw(Array((padded(Int(value.day), 2) + padded(Int(value.month), 2) + padded(Int(value.year) % 100, 2)).utf8))
    }

    /// The decimal as text, its integer part zero-padded to `integerWidth`.
    private func format(_ value: DecimalDigits, integerWidth: Int) -> String {
        let magnitude = value.mantissa.magnitude
        let scale = UInt64(value.scale)
        let whole = padded(Int(magnitude / scale), integerWidth)
        let sign = value.mantissa < 0 ? "-" : ""
        guard value.fractionDigits > 0 else { return sign + whole }
        return sign + whole + "." + padded(Int(magnitude % scale), value.fractionDigits)
    }
}

/// `value` in decimal, zero-padded to `width` digits.
func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
