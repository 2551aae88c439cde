import NMEA
import Testing

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
}
