import NMEA
import Simulator
import Testing

/// GSA's satellite slots in the standard's widths (`dd,` and empty, read two or a run at
/// a time) and in any other form (read one by one) give the same IDs, the same malformed
/// fields and the same fields after them.
@Suite struct GSASatelliteSlotTests {
    /// The GSA of `slots` (fewer than twelve end the sentence early), then, when all twelve
    /// are there, `after` (its DOPs and system ID).
    func gsa(_ slots: [String], after: String = "1.8,1.0,1.5,1") throws -> GSA {
        let body = "$GNGSA,A,3," + slots.joined(separator: ",") + (slots.count == 12 ? "," + after : "")
        guard case .gsa(let gsa) = try typed(body) else { throw UnexpectedSentence(text: body) }
        return gsa
    }

    @Test func randomSlotsReadAsTheirIDsInEitherForm() throws {
        var generator = SeededRandom(seed: 0x65A_5107)
        for _ in 0..<3_000 {
            // Mostly two digits or empty, in runs, as receivers send them; sometimes one,
            // three or four digits, a sign or a letter.
            let filled = Int.random(in: 0...12, using: &generator)
            let slots = (0..<12).map { slot -> String in
                let odd = Int.random(in: 0..<10, using: &generator) == 0
                if !odd { return slot < filled ? String(Int.random(in: 0...99, using: &generator)).padded(2) : "" }
                return ["7", "123", "1000", "-5", "G12", "05.", ""].randomElement(using: &generator)!
            }
            // The DOPs sometimes empty: the slots must not run into them.
            let dops = Bool.random(using: &generator)
            let after = dops ? "1.8,1.0,1.5,1" : ",,,1"
            let standard = try gsa(slots, after: after)
            // A leading zero gives the same IDs in three digits, which are read one by one.
            let wider = try gsa(slots.map { $0.count == 2 ? "0" + $0 : $0 }, after: after)
            let text = slots.joined(separator: ",")
            let expected = slots.map { UInt16($0).flatMap { $0 <= 999 ? $0 : nil } }
            #expect(Array(standard.satellites) == expected.compactMap { $0 }, "\(text)")
            let malformed = slots.indices.filter { !slots[$0].isEmpty && expected[$0] == nil }.map { $0 + 3 }
            #expect(standard.invalidFields == FieldSet(malformed), "\(text)")
            #expect(standard.pdop == (dops ? 1.8 : nil) && standard.hdop == (dops ? 1.0 : nil), "\(text)")
            #expect(standard.vdop == (dops ? 1.5 : nil) && standard.systemID == .gps, "\(text)")
            #expect(standard == wider, "\(text)")
        }
    }

    @Test func slotsThatEndTheSentence() throws {
        // Fewer than twelve slots (a receiver without a fix), the last one empty or not.
        let short = try gsa(["", "", ""])
        #expect(short.satellites.isEmpty && short.invalidFields.isEmpty && short.pdop == nil)
        let partial = try gsa(["03", "07", "08", "11", "13"])
        #expect(Array(partial.satellites) == [3, 7, 8, 11, 13] && partial.invalidFields.isEmpty && partial.pdop == nil)
        // Twelve IDs, then the DOPs.
        let full = try gsa((1...12).map { String($0 * 7).padded(2) })
        #expect(Array(full.satellites) == (1...12).map { UInt16($0 * 7) } && full.hdop == 1.0)
    }
}
