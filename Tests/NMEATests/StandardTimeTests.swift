import NMEA
import Simulator
import Testing

/// Times written as NMEA writes them (`hhmmss`, `hhmmss.ss`: read in one step) and the
/// same times read field by field give the same values and the same malformed fields.
@Suite struct StandardTimeTests {
    /// The GGA with `time` as its first field, followed by the rest of a fix.
    func gga(_ time: String) throws -> GGA {
        let body = "$GPGGA,\(time),4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"
        guard case .gga(let gga) = try typed(body) else { throw UnexpectedSentence(text: body) }
        return gga
    }

    /// The GLL with `time` near the end of a line without checksum: fewer than fifteen
    /// bytes from the time's start to the line's end, which the one-step reader needs.
    func shortGLL(_ time: String) throws -> GLL {
        let text = "$GPGLL,4916.45,N,12311.12,W,\(time),A"
        guard case .gll(let gll) = try Sentence(parsing: text, options: .lenient) else { throw UnexpectedSentence(text: text) }
        return gll
    }

    @Test func randomTimesReadTheSameEitherWay() throws {
        var random = SeededRandom(seed: 0x71_3E_5A_FE)
        for _ in 0..<3_000 {
            // Hours, minutes and seconds past their limits sometimes; zero to seven digits of fraction.
            let (hour, minute, second) = (Int.random(in: 0...29, using: &random), Int.random(in: 0...65, using: &random),
                                          Int.random(in: 0...65, using: &random))
            let digits = Int.random(in: -1...7, using: &random)
            let fraction = digits < 0 ? "" : digits == 0 ? "."
                : "." + String(Int.random(in: 0..<Int(powerOf10(digits)), using: &random)).padded(digits)
            let time = String(hour).padded(2) + String(minute).padded(2) + String(second).padded(2) + fraction
            let standard = try gga(time)
            #expect(standard.time == expected(hour, minute, second, fraction), "\(time)")
            #expect(standard.invalidFields == FieldSet(standard.time == nil ? [1] : []), "\(time)")
            guard time.count <= 12 else { continue }
            let other = try shortGLL(time)
            #expect(other.time == standard.time, "\(time)")
            #expect(other.invalidFields.contains(5) == (standard.time == nil), "\(time)")
        }
    }

    @Test func otherFormsAndTheFieldAfter() throws {
        // Malformed: a seven-digit time, letters, a second point, a short time, a letter after the fraction.
        // Past the day: the hour 24 (even 24:00:00), the minute 60, the second 61.
        for time in ["1235190", "12a519", "123519.5.", "1235.9", "123519.1234567x", "240000", "240000.00", "236000", "235961"] {
            let gga = try gga(time)
            #expect(gga.time == nil && gga.invalidFields == FieldSet([1]), "\(time)")
        }
        // Eight digits of fraction, read field by field.
        #expect(try gga("123519.12345678").time == UTCTime(hour: 12, minute: 35, second: 19, millisecond: 123))
        #expect(try gga("235960.999").time == UTCTime(hour: 23, minute: 59, second: 60, millisecond: 999))
        // The field after the time is read from where the time ends.
        let gga = try gga("000000.05")
        #expect(gga.time == UTCTime(hour: 0, minute: 0, second: 0, millisecond: 50))
        #expect(gga.latitude == 48 + 7.038 / 60)
        // The time ending at the checksum, and before a field of its own.
        guard case .gll(let last) = try typed("$GPGLL,4916.45,N,12311.12,W,225444.1234567"),
              case .zda(let zda) = try typed("$GPZDA,201530.00,04,07,2002,00,00")
        else { Issue.record(); return }
        #expect(last.time == UTCTime(hour: 22, minute: 54, second: 44, millisecond: 123) && last.invalidFields.isEmpty)
        #expect(zda.time == UTCTime(hour: 20, minute: 15, second: 30) && zda.date == UTCDate(year: 2002, month: 7, day: 4))
    }

    /// What a time reads as: `nil` past its limits; the fraction's first three digits.
    func expected(_ hour: Int, _ minute: Int, _ second: Int, _ fraction: String) -> UTCTime? {
        let digits = fraction.dropFirst().prefix(3)
        let millisecond = digits.isEmpty ? 0 : Int(digits)! * Int(powerOf10(3 - digits.count))
        return UTCTime(hour: hour, minute: minute, second: second, millisecond: millisecond)
    }
}
