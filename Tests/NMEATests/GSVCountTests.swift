import NMEA
import Simulator
import Testing

/// GSV's counts in the widths receivers send (`d,d,dd`, read in one step) and in others
/// (read field by field) give the same values and the same malformed fields.
@Suite struct GSVCountTests {
    /// The GSV of `counts` and one satellite, or none.
    func gsv(_ counts: String, satellite: Bool) throws -> GSV {
        let body = "$GPGSV,\(counts)" + (satellite ? ",05,40,083,46" : "")
        guard case .gsv(let gsv) = try typed(body) else { throw UnexpectedSentence(text: body) }
        return gsv
    }

    @Test func randomCountsReadTheSameInEitherForm() throws {
        var generator = SeededRandom(seed: 0x6_5F_C0_47)
        for _ in 0..<2_000 {
            let (messages, number) = (Int.random(in: 0...9, using: &generator), Int.random(in: 0...9, using: &generator))
            let inView = Int.random(in: 0...99, using: &generator)
            let satellite = Bool.random(using: &generator)
            let standard = try gsv("\(messages),\(number),\(String(inView).padded(2))", satellite: satellite)
            // Leading zeros: the same values in widths read field by field.
            let wider = try gsv("0\(messages),00\(number),\(String(inView).padded(3))", satellite: satellite)
            let text = "\(messages),\(number),\(inView)"
            #expect(standard.messageCount == UInt8(messages) && standard.messageNumber == UInt8(number), "\(text)")
            #expect(standard.satellitesInView == UInt8(inView) && standard.invalidFields.isEmpty, "\(text)")
            #expect(Array(standard.satellites) == (satellite ? [SatelliteInView(id: 5, elevation: 40, azimuth: 83, snr: 46)] : []))
            #expect(standard == wider, "\(text)")
        }
    }

    @Test func otherForms() throws {
        // Read field by field: a letter, a one-digit count, a count past its bound, an empty field.
        let odd = try gsv("1,x,7", satellite: true)
        #expect(odd.messageCount == 1 && odd.messageNumber == nil && odd.satellitesInView == 7)
        #expect(Array(odd.invalidFields.indices) == [2] && odd.satellites.count == 1)
        let past = try gsv("1,1,256", satellite: false)
        #expect(past.satellitesInView == nil && Array(past.invalidFields.indices) == [3])
        let empty = try gsv("1,1,", satellite: false)
        #expect(empty.satellitesInView == nil && empty.invalidFields.isEmpty && empty.messageNumber == 1)
        // The counts followed by a signal ID (NMEA 4.11) rather than a satellite.
        guard case .gsv(let signal) = try typed("$GPGSV,1,1,00,1") else { Issue.record(); return }
        #expect(signal.satellitesInView == 0 && signal.signalID == 1)
    }
}
