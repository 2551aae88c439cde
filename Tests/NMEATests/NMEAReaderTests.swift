import NMEA
import Testing
import Simulator

/// Every event of `input` fed in chunks of `chunkSize` bytes (0: all at once), then finished.
func events(_ input: [UInt8], chunkSize: Int = 0, options: ParseOptions = ParseOptions()) -> [NMEAEvent] {
    var reader = NMEAReader(options: options)
    var result: [NMEAEvent] = []
    let step = chunkSize == 0 ? max(input.count, 1) : chunkSize
    var start = 0
    while start < input.count {
        reader.feed(input[start..<min(start + step, input.count)])
        while let event = reader.next() { result.append(event) }
        start += step
    }
    reader.finish()
    while let event = reader.next() { result.append(event) }
    return result
}

@Suite struct NMEAReaderTests {
    @Test func sentencesAndErrorsInOrder() {
        let input = Array((
            "# comment\n" + withChecksum("$GPHDT,1.5,T") + "\r\n"
            + "\u{0}\u{B5}b\u{1}" + withChecksum("$GPGGA,,,,,,x,,,,,,,,") + "\n"
            + "$GPHDT,2.5,T*00\r" + withChecksum("$GPHDT,3.5,T")
        ).utf8)
        let got = events(input)
        #expect(got.count == 5)
        guard got.count == 5 else { return }
        #expect(got[0] == .sentence(.hdt({ var h = HDT(talker: .gps); h.heading = 1.5; return h }())))
        guard case .sentence(.gga(let gga)) = got[1] else { Issue.record("no GGA"); return }
        #expect(gga.invalidFields == FieldSet([6]))
        guard case .error(let fieldError) = got[2] else { Issue.record("no field error"); return }
        #expect(fieldError.code == .invalidField)
        #expect(fieldError.field == 6)
        #expect(fieldError.bytes == Array("x".utf8))
        guard case .error(let checksum) = got[3] else { Issue.record("no checksum error"); return }
        #expect(checksum.code == .badChecksum)
        guard case .sentence(.hdt(let last)) = got[4] else { Issue.record("last line lost"); return }
        #expect(last.heading == 3.5)
    }

    /// Each malformed field is one error, in field order, with its own bytes: the first
    /// field after the address, one in the middle and the last (which ends at the `*`).
    @Test func everyInvalidFieldIsReportedWithItsBytesInOrder() {
        let input = Array((withChecksum("$GPGGA,1x3519,4807.038,N,01131.000,E,x,08,0.9,545.4,M,46.9,M,,12345") + "\r\n").utf8)
        let got = events(input)
        #expect(got.count == 4)
        guard got.count == 4, case .sentence(.gga(let gga)) = got[0] else { Issue.record("no GGA"); return }
        #expect(gga.invalidFields == FieldSet([1, 6, 14]))
        let errors = got.dropFirst().compactMap { event -> NMEAError? in
            if case .error(let error) = event { return error } else { return nil }
        }
        #expect(errors.map(\.code) == [.invalidField, .invalidField, .invalidField])
        #expect(errors.map(\.field) == [1, 6, 14])
        #expect(errors.map(\.bytes) == [Array("1x3519".utf8), Array("x".utf8), Array("12345".utf8)])
        #expect(errors.allSatisfy { $0.sentenceType == "GGA" })
    }

    @Test func malformedInputKeepsTheStreamGoing() {
        let got = events(messyInput)
        let summary = got.map { event -> String in
            switch event {
            case .sentence(let sentence): return sentence.type.description
            case .error(let error): return "error: \(error.code)"
            }
        }
        #expect(summary == [
            "GGA", "error: invalid address", "error: invalid address", "HDT", "VDM",
            "error: missing checksum", "ZDA", "error: over-long sentence dropped",
            "error: checksum mismatch", "GLL",
        ])
        #expect(events(messyInput, chunkSize: 1) == got)
        #expect(events(messyInput, chunkSize: 13) == got)
    }

    @Test func invalidUTF8InTextIsRepaired() {
        var line = Array("$GPTXT,01,01,02,caf".utf8) + [0xC3, 0x28, 0xFF]
        var checksum: UInt8 = 0
        for byte in line.dropFirst() { checksum ^= byte }
        line += Array(("*" + String(checksum >> 4, radix: 16, uppercase: true) + String(checksum & 15, radix: 16, uppercase: true) + "\r\n").utf8)
        guard case .sentence(.txt(let txt)) = events(line).first else { Issue.record("no TXT"); return }
        #expect(txt.text?.hasPrefix("caf") == true)
        #expect(txt.text?.unicodeScalars.contains("\u{FFFD}") == true)
    }

    @Test func lenientReaderAcceptsMissingChecksums() {
        let input = Array("$GPHDT,1.5,T\r\n$GPGGA,1235\n".utf8)
        let strict = events(input)
        #expect(strict.allSatisfy { if case .error(let e) = $0 { e.code == .missingChecksum } else { false } })
        let lenient = events(input, options: .lenient)
        #expect(lenient.count == 2)
        guard case .sentence(.hdt(let hdt)) = lenient.first else { Issue.record("no HDT"); return }
        #expect(hdt.heading == 1.5)
        guard case .error(let truncated) = lenient.last else { Issue.record("truncated GGA accepted"); return }
        #expect(truncated.code == .tooFewFields)
    }

    /// Random sentence-like lines (valid checksums or none, typed addresses, random field
    /// bytes) never trap, and whole and byte-by-byte reading agree.
    @Test(arguments: [21 as UInt64, 22, 23, 24])
    func randomSentencesNeverTrap(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let addresses = ["GPGGA", "GNRMC", "GPGSA", "GLGSV", "GPGST", "GPVTG", "GPGLL", "GPZDA", "GNGNS",
                         "GNGBS", "HEHDT", "GPTXT", "PGRME", "PUBX,00", "AIVDM"]
        let alphabet = Array("0123456789.,-+NSEWAVMTKDRFPSCU*$ \u{0}".utf8) + [0xFF, 0x80]
        var input: [UInt8] = []
        for _ in 0..<2_000 {
            var body = "$" + addresses.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...25, using: &random) {
                body += ","
                for _ in 0..<Int.random(in: 0...12, using: &random) {
                    body.unicodeScalars.append(Unicode.Scalar(alphabet.randomElement(using: &random)!))
                }
            }
            input += Array((Bool.random(using: &random) ? withChecksum(body) : body).utf8) + [13, 10]
        }
        let whole = events(input, options: .lenient)
        #expect(whole.count >= 2_000)
        #expect(events(input, chunkSize: 1, options: .lenient) == whole)
        #expect(whole.contains { if case .sentence = $0 { true } else { false } })
    }

    /// The reader, whose scan looks for the line end too, and `Sentence(parsing:)`, which
    /// scans one line to its end, agree on every random line (no `$`, `!`, CR or LF inside,
    /// which would cut it in a stream): the same sentence, or the same error.
    @Test(arguments: [31 as UInt64, 32, 33])
    func readerAndDirectParsingAgree(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let addresses = ["GPGGA", "GNRMC", "GPGSA", "GLGSV", "GPGST", "GPVTG", "GPGLL", "GPZDA", "GNGNS",
                         "GNGBS", "HEHDT", "GPTXT", "PGRME", "X"]
        let alphabet = Array("0123456789.,-+NSEWAVMTKDRFPSCU* %&()\u{0}\u{1F}".utf8) + [0xFF, 0x80]
        for _ in 0..<1_000 {
            var body = "$" + addresses.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                body += ","
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    body.unicodeScalars.append(Unicode.Scalar(alphabet.randomElement(using: &random)!))
                }
            }
            let line = Array((Bool.random(using: &random) ? withChecksum(body) : body).utf8)
                .prefix(NMEAFramer.maxSentenceLength)
            for options in [ParseOptions(), .lenient] {
                let direct: NMEAEvent
                do throws(NMEAError) {
                    direct = .sentence(try Sentence(parsing: Array(line).span, options: options))
                } catch {
                    direct = .error(error)
                }
                let streamed = events(Array(line) + [13, 10], options: options).first
                #expect(streamed == direct, "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }
}
