import NMEA
import Testing

/// Parses one sentence, failing the test on an error.
func parse(_ text: String, options: ParseOptions = ParseOptions()) throws(NMEAError) -> Sentence {
    try Sentence(parsing: text, options: options)
}

/// The error parsing `text` throws, or `nil` when it parses.
func rejection(_ text: String, options: ParseOptions = ParseOptions()) -> NMEAError? {
    do {
        _ = try Sentence(parsing: text, options: options)
        return nil
    } catch {
        return error
    }
}

/// The same text with its checksum recomputed (`$...*` followed by the right two digits).
func withChecksum(_ body: String) -> String {
    let bytes = Array(body.utf8)
    var checksum: UInt8 = 0
    for byte in bytes.dropFirst() { checksum ^= byte }
    let hex = Array("0123456789ABCDEF")
    return body + "*" + String(hex[Int(checksum >> 4)]) + String(hex[Int(checksum & 15)])
}

@Suite struct SentenceTests {
    @Test func ggaVector() throws {
        guard case .gga(let gga) = try parse("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47") else {
            Issue.record("not a GGA"); return
        }
        #expect(gga.talker == .gps)
        #expect(gga.time == UTCTime(hour: 12, minute: 35, second: 19))
        #expect(gga.latitude == 48 + 7.038 / 60)
        #expect(gga.longitude == 11 + 31.0 / 60)
        #expect(gga.quality == .gps)
        #expect(gga.satellitesUsed == 8)
        #expect(gga.hdop == 0.9)
        #expect(gga.altitude == 545.4)
        #expect(gga.geoidSeparation == 46.9)
        #expect(gga.differentialAge == nil)
        #expect(gga.differentialStation == nil)
        #expect(gga.invalidFields.isEmpty)
    }

    @Test func ggaAllEmpty() throws {
        let sentence = try parse(withChecksum("$GNGGA,,,,,,,,,,,,,,"))
        var expected = GGA(talker: .gnss)
        expected.invalidFields = FieldSet()
        #expect(sentence == .gga(expected))
    }

    @Test func rmcVariants() throws {
        guard case .rmc(let v20) = try parse("$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,054.7,191194,020.3,E*68") else {
            Issue.record("not an RMC"); return
        }
        #expect(v20.status == .valid)
        #expect(v20.latitude == 49 + 16.45 / 60)
        #expect(v20.longitude == -(123 + 11.12 / 60))
        #expect(v20.date == UTCDate(year: 1994, month: 11, day: 19))
        #expect(v20.magneticVariation == 20.3)
        #expect(v20.mode == nil)
        guard case .rmc(let v41) = try parse(withChecksum("$GNRMC,001031.00,A,4404.13993,N,12118.86023,W,0.146,,100117,,,A,V")) else {
            Issue.record("not an RMC"); return
        }
        #expect(v41.time?.millisecondOfDay == 631_000)
        #expect(v41.date == UTCDate(year: 2017, month: 1, day: 10))
        #expect(v41.mode == .autonomous)
        #expect(v41.navigationalStatus == .notValid)
        #expect(v41.course == nil)
        #expect(v41.magneticVariation == nil)
    }

    @Test func badFieldKeepsTheOthers() throws {
        guard case .gga(let gga) = try parse(withChecksum("$GPGGA,123519,48x7.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")) else {
            Issue.record("not a GGA"); return
        }
        #expect(gga.latitude == nil)
        #expect(gga.longitude == 11 + 31.0 / 60)
        #expect(gga.invalidFields == FieldSet([2]))
    }

    @Test func checksumErrors() throws {
        let bad = rejection("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*48")
        #expect(bad?.code == .badChecksum)
        #expect(bad?.sentenceType == "GGA")
        let missing = "$GPHDT,274.07,T"
        #expect(rejection(missing)?.code == .missingChecksum)
        #expect(try parse(missing, options: .lenient) == .hdt({ var h = HDT(talker: .gps); h.heading = 274.07; return h }()))
    }

    @Test func unknownAndProprietaryAreRaw() throws {
        guard case .raw(let raw) = try parse("$PGRME,15.0,M,45.0,M,25.0,M*1C") else { Issue.record("not raw"); return }
        #expect(raw.address == "PGRME")
        #expect(raw.talker == nil)
        #expect(raw.type.description == "PGRME")
        #expect(raw.fields == ["15.0", "M", "45.0", "M", "25.0", "M"])
        guard case .raw(let ais) = try parse(withChecksum("!AIVDM,1,1,,B,177KQJ5000G?tO`K>RA1wUbN0TKH,0")) else {
            Issue.record("not raw"); return
        }
        #expect(ais.isEncapsulated)
        #expect(ais.talker == Talker("AI"))
        #expect(ais.type.description == "VDM")
    }
}
