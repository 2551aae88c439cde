import NMEA
import Simulator
import Testing

/// Coordinates written as NMEA writes them (`ddmm.mmmm`, `dddmm.mmmm`: read in one step)
/// and in other forms (read as any decimal) give the same values and the same malformed
/// fields.
@Suite struct StandardCoordinateTests {
    /// The GGA with `latitude` and `longitude` as its position fields (each with its letter).
    func gga(_ latitude: String, _ longitude: String) throws -> GGA {
        let body = "$GPGGA,123519,\(latitude),\(longitude),1,08,0.9,545.4,M,46.9,M,,"
        guard case .gga(let gga) = try typed(body) else { throw UnexpectedSentence(text: body) }
        return gga
    }

    @Test func randomCoordinatesReadTheSameInEitherForm() throws {
        var random = SeededRandom(seed: 0xC0_0D_1A7E)
        for _ in 0..<3_000 {
            // Degrees and minutes past their limits sometimes, fractions of one to nine digits.
            let degrees = (Int.random(in: 0...95, using: &random), Int.random(in: 0...185, using: &random))
            let minutes = (Int.random(in: 0...62, using: &random), Int.random(in: 0...62, using: &random))
            let digits = (Int.random(in: 1...9, using: &random), Int.random(in: 1...9, using: &random))
            let fraction = (
                String(Int.random(in: 0..<Int(powerOf10(digits.0)), using: &random)).padded(digits.0),
                String(Int.random(in: 0..<Int(powerOf10(digits.1)), using: &random)).padded(digits.1))
            let letters = (["N", "S", "E", "X"].randomElement(using: &random)!, ["E", "W", "N", ""].randomElement(using: &random)!)
            let latitude = String(degrees.0).padded(2) + String(minutes.0).padded(2) + "." + fraction.0
            let longitude = String(degrees.1).padded(3) + String(minutes.1).padded(2) + "." + fraction.1
            let standard = try gga(latitude + "," + letters.0, longitude + "," + letters.1)
            // Two leading zeros more put the point past where the one-step reader looks.
            let other = try gga("00" + latitude + "," + letters.0, "00" + longitude + "," + letters.1)
            let text = "\(latitude),\(letters.0),\(longitude),\(letters.1)"
            #expect(standard.latitude == other.latitude, "\(text)")
            #expect(standard.longitude == other.longitude, "\(text)")
            #expect(standard.invalidFields == other.invalidFields, "\(text)")
            #expect(standard.latitude == expected(degrees.0, minutes.0, fraction.0, limit: 90, letters.0, "N", "S"), "\(text)")
            #expect(standard.longitude == expected(degrees.1, minutes.1, fraction.1, limit: 180, letters.1, "E", "W"), "\(text)")
        }
    }

    @Test func limitsAndTheFieldsAfter() throws {
        let edge = try gga("9000.0000,S", "18000.0,W")
        #expect(edge.latitude == -90 && edge.longitude == -180)
        let past = try gga("9000.0001,N", "17959.99999999,E")
        #expect(past.latitude == nil && past.invalidFields.contains(2))
        #expect(past.longitude == 179 + 59.99999999 / 60)
        // The letter as the last field, before the checksum.
        guard case .gll(let gll) = try typed("$GPGLL,4916.45,N,12311.12,W") else { Issue.record(); return }
        #expect(gll.latitude == 49 + 16.45 / 60 && gll.longitude == -(123 + 11.12 / 60))
        // A letter of two bytes, and a position without a fraction, read field by field.
        let odd = try gga("4807.038,NN", "01131,E")
        #expect(odd.latitude == nil && odd.invalidFields.contains(3))
        #expect(odd.longitude == 11 + 31.0 / 60)
    }

    /// What a coordinate reads as: `nil` past its limits or with another letter.
    func expected(_ degrees: Int, _ minutes: Int, _ fraction: String, limit: Int, _ letter: String, _ positive: String,
                  _ negative: String) -> Double? {
        let scale = powerOf10(fraction.count)
        let scaledMinutes = Int64(minutes) * scale + Int64(fraction)!
        guard minutes < 60, degrees < limit || (degrees == limit && scaledMinutes == 0) else { return nil }
        let magnitude = Double(degrees) + Double(scaledMinutes) / (Double(scale) * 60)
        return letter == positive ? magnitude : letter == negative ? -magnitude : nil
    }
}
