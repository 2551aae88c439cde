import NMEA
import Testing
import Simulator

/// Random field texts, valid for their field, some empty.
struct FieldGenerator {
    var random: SeededRandom

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }
    mutating func int(_ range: ClosedRange<Int>, width: Int = 1) -> String {
        if chance(6) { return "" }
        let text = String(Int.random(in: range, using: &random))
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    mutating func decimal(_ whole: ClosedRange<Int>, signed: Bool = false) -> String {
        if chance(6) { return "" }
        let sign = signed && chance(2) ? "-" : ""
        precondition(whole.lowerBound >= 0, "the sign is chosen separately")
        let fraction = Int.random(in: 0...6, using: &random)
        return sign + String(Int.random(in: whole, using: &random)) + (fraction == 0 ? "" : "." + digits(fraction))
    }
    mutating func letter(_ letters: String) -> String {
        chance(6) ? "" : String(letters.randomElement(using: &random)!)
    }
    mutating func time() -> String {
        if chance(6) { return "" }
        let fraction = [0, 1, 2, 3].randomElement(using: &random)!
        return format2(Int.random(in: 0...23, using: &random)) + format2(Int.random(in: 0...59, using: &random))
            + format2(Int.random(in: 0...60, using: &random)) + (fraction == 0 ? "" : "." + digits(fraction))
    }
    mutating func date() -> String {
        chance(6) ? "" : String(format2(Int.random(in: 1...28, using: &random))) + format2(Int.random(in: 1...12, using: &random))
            + format2(Int.random(in: 0...99, using: &random))
    }
    mutating func coordinate(degreeWidth: Int, maxDegrees: Int, hemispheres: String) -> String {
        if chance(6) { return "," }
        let degrees = String(Int.random(in: 0..<maxDegrees, using: &random)).padded(degreeWidth)
        let minutes = format2(Int.random(in: 0...59, using: &random)) + "." + digits(Int.random(in: 1...9, using: &random))
        return degrees + minutes + "," + String(hemispheres.randomElement(using: &random)!)
    }
    func format2(_ value: Int) -> String { String(value).padded(2) }
}

extension String {
    /// Left-padded with zeros to `width` (empty stays empty).
    func padded(_ width: Int) -> String {
        isEmpty ? self : String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// One random sentence body of each typed type.
func randomBodies(_ g: inout FieldGenerator) -> [String] {
    let lat = g.coordinate(degreeWidth: 2, maxDegrees: 90, hemispheres: "NS")
    let lon = g.coordinate(degreeWidth: 3, maxDegrees: 180, hemispheres: "EW")
    let modes = "ADEFMNPRS"
    var gsa = "$GNGSA,\(g.letter("AM")),\(g.int(1...3))"
    for _ in 0..<12 { gsa += "," + g.int(1...200, width: 2) }
    gsa += ",\(g.decimal(0...30)),\(g.decimal(0...30)),\(g.decimal(0...30)),\(g.int(1...6))"
    var gsv = "$GPGSV,\(g.int(1...9)),\(g.int(1...9)),\(g.int(0...40, width: 2))"
    for _ in 0..<Int.random(in: 0...4, using: &g.random) {
        gsv += ",\(g.int(1...200, width: 2).isEmpty ? "07" : g.int(1...200, width: 2)),\(g.int(-90...90)),\(g.int(0...359, width: 3)),\(g.int(0...99, width: 2))"
    }
    if g.chance(2) { gsv += "," + String(Int.random(in: 1...15, using: &g.random), radix: 16, uppercase: true) }
    let gnsModes = String((0..<Int.random(in: 1...6, using: &g.random)).map { _ in modes.randomElement(using: &g.random)! })
    return [
        "$GPGGA,\(g.time()),\(lat),\(lon),\(g.int(0...8)),\(g.int(0...40, width: 2)),\(g.decimal(0...50)),\(g.decimal(0...9000, signed: true)),M,\(g.decimal(0...100, signed: true)),M,\(g.decimal(0...99)),\(g.int(0...1023, width: 4))",
        "$GNRMC,\(g.time()),\(g.letter("AV")),\(lat),\(lon),\(g.decimal(0...999)),\(g.decimal(0...359)),\(g.date()),\(g.chance(3) ? "," : g.decimal(0...30).isEmpty ? "," : "\(Int.random(in: 0...30, using: &g.random)).\(g.digits(1)),\(g.letter("EW").isEmpty ? "E" : "W")"),\(g.letter(modes)),\(g.letter("SCUV"))",
        gsa, gsv,
        "$GPGST,\(g.time()),\(g.decimal(0...99)),\(g.decimal(0...99)),\(g.decimal(0...99)),\(g.decimal(0...359)),\(g.decimal(0...99)),\(g.decimal(0...99)),\(g.decimal(0...99))",
        "$GPVTG,\(g.decimal(0...359)),T,\(g.decimal(0...359)),M,\(g.decimal(0...999)),N,\(g.decimal(0...999)),K,\(g.letter(modes))",
        "$GPGLL,\(lat),\(lon),\(g.time()),\(g.letter("AV")),\(g.letter(modes))",
        "$GPZDA,\(g.time()),\(String(Int.random(in: 1...28, using: &g.random)).padded(2)),\(String(Int.random(in: 1...12, using: &g.random)).padded(2)),\(Int.random(in: 1980...2079, using: &g.random)),\(g.int(-13...13)),\(g.int(0...59, width: 2))",
        "$GNGNS,\(g.time()),\(lat),\(lon),\(g.chance(5) ? "" : gnsModes),\(g.int(0...40, width: 2)),\(g.decimal(0...50)),\(g.decimal(0...9000, signed: true)),\(g.decimal(0...100, signed: true)),\(g.decimal(0...99)),\(g.int(0...1023, width: 4)),\(g.letter("SCUV"))",
        "$GNGBS,\(g.time()),\(g.decimal(0...99, signed: true)),\(g.decimal(0...99, signed: true)),\(g.decimal(0...99, signed: true)),\(g.int(1...200, width: 2)),\(g.decimal(0...1)),\(g.decimal(0...99, signed: true)),\(g.decimal(0...99)),\(g.int(1...6)),\(g.int(1...9))",
        "$HEHDT,\(g.decimal(0...359)),T",
        "$PUBX,00,\(g.time()),\(lat),\(lon),\(g.decimal(0...9000, signed: true)),\(g.chance(6) ? "" : ["NF", "DR", "G2", "G3", "D2", "D3", "RK", "TT"].randomElement(using: &g.random)!),\(g.decimal(0...999)),\(g.decimal(0...999)),\(g.decimal(0...999)),\(g.decimal(0...359)),\(g.decimal(0...99, signed: true)),\(g.decimal(0...99)),\(g.decimal(0...30)),\(g.decimal(0...30)),\(g.decimal(0...30)),\(g.int(0...99, width: 2)),0,0",
        "$PGRME,\(g.decimal(0...999)),M,\(g.decimal(0...999)),M,\(g.decimal(0...999)),M",
        "$GPVTG,\(g.decimal(0...359)),\(g.decimal(0...359)),\(g.decimal(0...999)),\(g.decimal(0...999))",
        "$GPTXT,\(g.int(1...9, width: 2)),\(g.int(1...9, width: 2)),\(g.int(0...7, width: 2)),\(g.chance(4) ? "" : "ANTENNA OK \(g.digits(3))")",
    ]
}

@Suite struct SentenceWriterTests {
    @Test(arguments: 0..<20)
    func parseWriteParseIsIdentity(seed: Int) throws {
        var g = FieldGenerator(random: SeededRandom(seed: UInt64(seed)))
        for _ in 0..<50 {
            for body in randomBodies(&g) {
                let first = try Sentence(parsing: withChecksum(body))
                #expect(first.invalidFields.isEmpty, "\(body)")
                let written = first.encoded()
                let second = try Sentence(parsing: written)
                #expect(second == first, "\(body) -> \(written)")
            }
        }
    }

    @Test func writesValidNMEA() throws {
        var gga = GGA(talker: .gps)
        gga.time = UTCTime(hour: 12, minute: 35, second: 19)
        gga.latitude = 48 + 7.038 / 60
        gga.longitude = 11 + 31.0 / 60
        gga.quality = .autonomous
        gga.satellitesUsed = 8
        gga.hdop = 0.9
        gga.altitude = 545.4
        gga.geoidSeparation = 46.9
        #expect(Sentence.gga(gga).encoded() == withChecksum("$GPGGA,123519.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,"))
        let raw = try #require(RawSentence(address: "PGRMZ", fields: ["246", "f", "3"]))
        #expect(Sentence.raw(raw).encoded() == withChecksum("$PGRMZ,246,f,3"))
        #expect(try Sentence(parsing: Sentence.raw(raw).encoded()) == .raw(raw))
        var pgrme = PGRME()
        pgrme.horizontalError = 15
        pgrme.verticalError = 45
        pgrme.positionError = 25
        #expect(Sentence.pgrme(pgrme).encoded() == withChecksum("$PGRME,15,M,45,M,25,M"))
    }
}
