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
        #expect(gga.quality == .autonomous)
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

    /// Every checksum value an ASCII sentence can have (0 to 7F) is accepted in upper and
    /// in lower case; every other pair of bytes after the `*` is rejected, as a wrong
    /// checksum when both are hexadecimal digits and as a malformed one otherwise (all
    /// printable bytes in each place, for every seventeenth value).
    @Test func everyChecksumValueAndEveryOtherPairOfBytes() throws {
        let hex = Array("0123456789ABCDEF".utf8)
        let alphanumerics = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        let prefix = Array("GPTXT,01,01,02,".utf8)
        func isHex(_ byte: UInt8) -> Bool { hex.contains(byte) || Array("abcdef".utf8).contains(byte) }
        for value in UInt8(0)...UInt8(0x7F) {
            // Two letters or digits that bring the sentence's checksum to `value`.
            let rest = value ^ prefix.reduce(0, ^)
            let first = try #require(alphanumerics.first { alphanumerics.contains(rest ^ $0) })
            let body = String(decoding: prefix + [first, rest ^ first], as: UTF8.self)
            let (high, low) = (hex[Int(value >> 4)], hex[Int(value & 15)])
            let digits = String(decoding: [high, low], as: UTF8.self)
            #expect(rejection("$\(body)*\(digits)") == nil)
            #expect(rejection("$\(body)*\(digits.lowercased())") == nil)
            let wrongBytes = value % 17 == 0 ? Array(UInt8(0x21)...UInt8(0x7E)) : [hex[Int((value &+ 1) & 15)], UInt8(ascii: "G")]
            for wrong in wrongBytes where wrong != UInt8(ascii: "$") && wrong != UInt8(ascii: "!") {
                for pair in [[wrong, low], [high, wrong]] where pair != [high, low] {
                    let text = String(decoding: pair, as: UTF8.self)
                    let expected: NMEAError.Code? = text.uppercased() == digits ? nil
                        : pair.allSatisfy(isHex) ? .badChecksum : .malformedChecksum
                    #expect(rejection("$\(body)*\(text)")?.code == expected, "$\(body)*\(text)")
                }
            }
        }
    }

    /// A line parsed directly may be longer than the framer allows: its commas are still
    /// all counted (259 of them do not wrap around to 3, which would be too few for GGA).
    @Test func longLinesCountEveryComma() throws {
        let sentence = try typed("$GPGGA" + String(repeating: ",", count: 259))
        #expect(sentence == .gga(GGA(talker: .gps)))
        let short = rejection(withChecksum("$GPGGA" + String(repeating: ",", count: 5)))
        #expect(short?.code == .tooFewFields)
    }

    @Test func unknownAndProprietaryAreRaw() throws {
        guard case .raw(let raw) = try parse(withChecksum("$PGRMZ,246,f,3")) else { Issue.record("not raw"); return }
        #expect(raw.address == "PGRMZ")
        #expect(raw.talker == nil)
        #expect(raw.type.description == "PGRMZ")
        #expect(raw.fields == ["246", "f", "3"])
        guard case .raw(let pubx03) = try parse(withChecksum("$PUBX,03,00")) else { Issue.record("not raw"); return }
        #expect(pubx03.type.description == "PUBX" && pubx03.fields == ["03", "00"])
        guard case .raw(let ais) = try parse(withChecksum("!AIVDM,1,1,,B,177KQJ5000G?tO`K>RA1wUbN0TKH,0")) else {
            Issue.record("not raw"); return
        }
        #expect(ais.isEncapsulated)
        #expect(ais.talker == Talker("AI"))
        #expect(ais.type.description == "VDM")
    }

    /// An address ends at its first byte that is not an ASCII letter or digit, whether that
    /// byte is among the sixteen after the `$` (found by the vector scan) or not, and
    /// parsing a line alone and reading it from a stream agree.
    @Test func addressesEndAtTheirFirstOtherByte() throws {
        let fields = ",1,2,3,4,5,6,7,8"
        let accepted = ["$PMTK001", "$pqvErno", "$PABCDEFGHIJKLMNO", "$PABCDEFGHIJKLMNz", "$P0123456789Zz09"]
        for address in accepted {
            for line in [withChecksum(address + fields), withChecksum(address)] {
                guard case .raw(let raw) = try parse(line) else { Issue.record("not raw: \(line)"); continue }
                #expect(raw.address == address.dropFirst())
                guard case .sentence(.raw(let read)) = events(Array((line + "\r\n").utf8)).first else {
                    Issue.record("not read as raw: \(line)"); continue
                }
                #expect(read.address == address.dropFirst())
            }
        }
        let rejected = ["$PABCDEFGHIJKLMNOP", "$GPGG@", "$GPGG[", "$GPGG`", "$GPGG{", "$GP-GA", "$,GPGGA", "$GPGGA:"]
        for address in rejected {
            let line = withChecksum(address + fields)
            #expect(rejection(line)?.code == .invalidAddress, "\(line)")
            guard case .error(let error) = events(Array((line + "\r\n").utf8)).first else {
                Issue.record("read without an error: \(line)"); continue
            }
            #expect(error.code == .invalidAddress, "\(line)")
        }
    }
}

/// The typed sentence parsed from `body` (its checksum added).
func typed(_ body: String) throws -> Sentence {
    try parse(withChecksum(body))
}

/// Ten to the power `digits`.
func powerOf10(_ digits: Int) -> Int64 { (0..<digits).reduce(1) { value, _ in value * 10 } }

/// A sentence parsed as another type than the test expected.
struct UnexpectedSentence: Error {
    var text: String
}

@Suite struct SentenceVectorTests {
    /// Every typed type, with all fields empty, in each field-count variant, gives the empty struct.
    @Test(arguments: [
        ("GGA", 6), ("GGA", 13), ("GGA", 14), ("RMC", 11), ("RMC", 12), ("RMC", 13), ("GSA", 2), ("GSA", 5), ("GSA", 17), ("GSA", 18), ("GSV", 3),
        ("GST", 8), ("VTG", 4), ("VTG", 8), ("VTG", 9), ("GLL", 4), ("GLL", 6), ("GLL", 7), ("ZDA", 6),
        ("GNS", 12), ("GNS", 13), ("GBS", 8), ("GBS", 10), ("HDT", 2), ("TXT", 4),
    ])
    func allEmpty(type: String, fields: Int) throws {
        let sentence = try typed("$GN" + type + String(repeating: ",", count: fields))
        #expect(sentence.type.description == type)
        #expect(sentence.talker == .gnss)
        #expect(sentence.invalidFields.isEmpty)
        #expect(sentence.namedFields.allSatisfy {
            if case .integers(let list) = $0.value { return list.isEmpty }
            if case .objects(let list) = $0.value { return list.isEmpty }
            return false
        })
    }

    @Test func tooFewFieldsIsAnError() {
        let error = rejection(withChecksum("$GPGGA,123519,4807.038,N"))
        #expect(error?.code == .tooFewFields)
        #expect(error?.sentenceType == "GGA")
    }

    @Test func gsaVariants() throws {
        guard case .gsa(let v2) = try typed("$GPGSA,A,3,04,05,,09,12,,,24,,,,,2.5,1.3,2.1") else { Issue.record(); return }
        #expect(v2.selectionMode == .automatic)
        #expect(v2.fixType == .threeD)
        #expect(Array(v2.satellites) == [4, 5, 9, 12, 24])
        #expect(v2.pdop == 2.5 && v2.hdop == 1.3 && v2.vdop == 2.1)
        #expect(v2.systemID == nil)
        guard case .gsa(let v41) = try typed("$GNGSA,A,3,65,67,,,,,,,,,,,1.2,0.7,1.0,2") else { Issue.record(); return }
        #expect(v41.systemID == .glonass)
        #expect(Array(v41.satellites) == [65, 67])
    }

    @Test func gsvVariants() throws {
        guard case .gsv(let v3) = try typed("$GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00")
        else { Issue.record(); return }
        #expect(v3.messageCount == 3 && v3.messageNumber == 1 && v3.satellitesInView == 11)
        #expect(Array(v3.satellites) == [
            SatelliteInView(id: 3, elevation: 3, azimuth: 111, snr: 0), SatelliteInView(id: 4, elevation: 15, azimuth: 270, snr: 0),
            SatelliteInView(id: 6, elevation: 1, azimuth: 10, snr: 0), SatelliteInView(id: 13, elevation: 6, azimuth: 292, snr: 0),
        ])
        #expect(v3.signalID == nil)
        guard case .gsv(let v41) = try typed("$GAGSV,1,1,02,02,45,120,38,11,,,,7") else { Issue.record(); return }
        #expect(v41.talker == .galileo)
        #expect(Array(v41.satellites) == [SatelliteInView(id: 2, elevation: 45, azimuth: 120, snr: 38), SatelliteInView(id: 11)])
        #expect(v41.signalID == 7)
    }

    @Test func gstGllVtgZdaHdtTxt() throws {
        guard case .gst(let gst) = try typed("$GPGST,024603.00,3.2,6.6,4.7,47.3,5.8,5.6,22.0") else { Issue.record(); return }
        #expect(gst.time == UTCTime(hour: 2, minute: 46, second: 3))
        #expect(gst.semiMajor == 6.6 && gst.semiMinor == 4.7 && gst.orientation == 47.3)
        #expect(gst.latitudeError == 5.8 && gst.longitudeError == 5.6 && gst.altitudeError == 22.0)
        guard case .gll(let old) = try typed("$GPGLL,3751.65,S,14507.36,E") else { Issue.record(); return }
        let latitude: Double = -(37 + 51.65 / 60)
        let longitude: Double = 145 + 7.36 / 60
        #expect(old.latitude == latitude)
        #expect(old.longitude == longitude)
        #expect(old.time == nil)
        guard case .gll(let gll) = try typed("$GPGLL,4916.45,N,12311.12,W,225444.5,A,D") else { Issue.record(); return }
        let millisecond: Int32 = (22 * 3600 + 54 * 60 + 44) * 1000 + 500
        #expect(gll.time?.millisecondOfDay == millisecond)
        #expect(gll.status == .valid && gll.mode == .differential)
        guard case .vtg(let vtg) = try typed("$GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A") else { Issue.record(); return }
        #expect(vtg.courseTrue == 54.7 && vtg.courseMagnetic == 34.4 && vtg.speedKnots == 5.5 && vtg.speedKmh == 10.2)
        #expect(vtg.mode == .autonomous)
        guard case .zda(let zda) = try typed("$GPZDA,201530.00,04,07,2002,-05,30") else { Issue.record(); return }
        #expect(zda.date == UTCDate(year: 2002, month: 7, day: 4))
        #expect(zda.localZoneHours == -5 && zda.localZoneMinutes == 30)
        guard case .zda(let badDate) = try typed("$GPZDA,201530.00,31,04,2002,,") else { Issue.record(); return }
        #expect(badDate.date == nil && badDate.invalidFields == FieldSet([2]) && badDate.time != nil)
        guard case .hdt(let hdt) = try typed("$HEHDT,271.1,T") else { Issue.record(); return }
        #expect(hdt.talker == Talker("HE") && hdt.heading == 271.1)
        guard case .txt(let txt) = try typed("$GPTXT,01,01,02,u-blox ag - www.u-blox.com") else { Issue.record(); return }
        #expect(txt.identifier == 2 && txt.text == "u-blox ag - www.u-blox.com")
    }

    @Test func gnsModeLettersPerConstellation() throws {
        guard case .gns(let gns) = try typed("$GNGNS,014035.00,4332.69262,S,17235.48549,E,RRAN,13,0.9,25.63,11.24,,,V")
        else { Issue.record(); return }
        #expect(gns.modes?.gps == .rtkFixed && gns.modes?.glonass == .rtkFixed)
        #expect(gns.modes?.galileo == .autonomous && gns.modes?.beidou == .notValid && gns.modes?.qzss == nil)
        #expect(gns.satellitesUsed == 13 && gns.altitude == 25.63 && gns.geoidSeparation == 11.24)
        #expect(gns.navigationalStatus == .notValid)
        let latitude: Double = -(43 + 32.69262 / 60)
        #expect(gns.latitude == latitude)
    }

    /// GGA and GNS read their shared fields into one `PositionFixFields`: the same fix gives
    /// equal fields, and each writes them back as it read them (GGA with its `M` units).
    @Test func ggaAndGNSShareTheirFixFields() throws {
        let ggaText = "$GNGGA,123519.50,4807.0380,N,01131.0000,E,2,08,0.9,545.4,M,46.9,M,1.5,0012"
        let gnsText = "$GNGNS,123519.50,4807.0380,N,01131.0000,E,DD,08,0.9,545.4,46.9,1.5,0012,S"
        guard case .gga(let gga) = try typed(ggaText), case .gns(let gns) = try typed(gnsText) else {
            Issue.record("not a GGA and a GNS"); return
        }
        #expect(gga.fix == gns.fix)
        #expect(gga.differentialStation == 12 && gns.altitude == 545.4 && gns.geoidSeparation == 46.9)
        #expect(gga.quality == .differential && gns.modes?.gps == .differential && gns.navigationalStatus == .safe)
        #expect(Sentence.gga(gga).encoded() == withChecksum(ggaText))
        #expect(Sentence.gns(gns).encoded() == withChecksum(gnsText))
    }

    @Test func gbsVariants() throws {
        guard case .gbs(let old) = try typed("$GPGBS,015509.00,-0.031,-0.186,0.219,19,0.000,-0.354,6.972")
        else { Issue.record(); return }
        #expect(old.latitudeError == -0.031 && old.failedSatellite == 19 && old.biasStandardDeviation == 6.972)
        #expect(old.systemID == nil)
        guard case .gbs(let v41) = try typed("$GNGBS,170556.00,3.0,2.9,8.3,,,,,3,7") else { Issue.record(); return }
        #expect(v41.systemID == .galileo && v41.signalID == 7 && v41.failedSatellite == nil)
    }

    @Test func coordinatesKeepEveryDigit() throws {
        guard case .gga(let gga) = try typed("$GNGGA,001043.00,4404.14036123,N,12118.85961987,W,4,12,0.98,1113.0,M,-21.3,M,1.0,0000")
        else { Issue.record(); return }
        let latitude: Double = 44 + 414_036_123.0 / (100_000_000 * 60)
        #expect(gga.latitude == latitude)
        let longitude: Double = -(121 + 1_885_961_987.0 / (100_000_000 * 60))
        #expect(gga.longitude == longitude)
        #expect(gga.quality == .rtkFixed && gga.differentialAge == 1.0 && gga.differentialStation == 0)
    }

    @Test func twoDigitYears() throws {
        guard case .rmc(let r80) = try typed("$GPRMC,000000,V,,,,,,,010180,,") else { Issue.record(); return }
        #expect(r80.date == UTCDate(year: 1980, month: 1, day: 1))
        guard case .rmc(let r79) = try typed("$GPRMC,000000,V,,,,,,,311279,,") else { Issue.record(); return }
        #expect(r79.date == UTCDate(year: 2079, month: 12, day: 31))
    }

    @Test(arguments: [
        ("$GPGGA,25xx19,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,", 1),
        ("$GPGGA,123519,4807.038,Q,01131.000,E,1,08,0.9,545.4,M,46.9,M,,", 3),
        ("$GPGGA,123519,4867.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,", 2),
        ("$GPGGA,123519,4807.038,N,01131.000,E,9,08,0.9,545.4,M,46.9,M,,", 6),
        ("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0..9,545.4,M,46.9,M,,", 8),
        ("$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,054.7,301394,020.3,E", 9),
        ("$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,054.7,191194,020.3,E,Z", 12),
    ])
    func oneBadFieldKeepsTheOthers(body: String, field: Int) throws {
        let sentence = try typed(body)
        #expect(sentence.invalidFields == FieldSet([field]))
        #expect(sentence.namedFields.count >= 5)
    }
}

@Suite struct UTCTimeTests {
    @Test func leapSecondKeepsItsParts() throws {
        let time = try #require(UTCTime(hour: 23, minute: 59, second: 60, millisecond: 500))
        #expect(time.hour == 23 && time.minute == 59 && time.second == 60 && time.millisecond == 500)
        #expect(time.description == "23:59:60.500")
        #expect(UTCTime(hour: 24, minute: 0, second: 0) == nil)
    }
}

@Suite struct NamedFieldsTests {
    @Test func namesUnitsAndValueKinds() throws {
        let fields = try parse("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47").namedFields
        #expect(fields.map(\.name) == ["time", "latitude", "longitude", "quality", "satellitesUsed", "hdop",
                                       "altitude", "geoidSeparation"])
        #expect(fields.contains(NamedField("satellitesUsed", .integer(8))))
        #expect(fields.contains(NamedField("quality", .text("autonomous"))))
        #expect(fields.contains(NamedField("time", .text("12:35:19.000"))))
        #expect(fields.contains(NamedField("altitude", .number(545.4), unit: "m")))
    }

    @Test func aSentenceTypeGivesItsBytesInPlace() throws {
        for text in ["GGA", "PGRME", "PUBX", "ABCDEFGH", "ABCDEFGHIJKLMNOP", "X"] {
            let type = try #require(SentenceType(text))
            #expect(type.withBytes { Array($0) } == Array(text.utf8))
            #expect(type.description == text)
        }
    }

    @Test func everyLetterCodeIsNamedByItsCase() {
        for quality in GGA.Quality.allCases { #expect(quality.name == String(describing: quality)) }
        for status in DataStatus.allCases { #expect(status.name == String(describing: status)) }
        for mode in ModeIndicator.allCases { #expect(mode.name == String(describing: mode)) }
        for status in NavigationalStatus.allCases { #expect(status.name == String(describing: status)) }
        for mode in GSA.SelectionMode.allCases { #expect(mode.name == String(describing: mode)) }
        for type in GSA.FixType.allCases { #expect(type.name == String(describing: type)) }
        #expect(GGA.Quality.rtkFixed.name == "rtkFixed")
    }

    @Test func aRawSentenceGivesItsAddressAndFieldsInPlace() throws {
        let raw = try #require(RawSentence(address: "PGRMZ", fields: ["246", "", "f", "3é"]))
        #expect(raw.withAddress { Array($0) } == Array("PGRMZ".utf8))
        var fields: [[UInt8]] = []
        raw.forEachField { fields.append(Array($0)) }
        #expect(fields == [Array("246".utf8), [], Array("f".utf8), Array("3é".utf8)])
        #expect(raw.fields == ["246", "", "f", "3é"])
        #expect(raw.bytes == Array("$PGRMZ,246,,f,3é".utf8))
        #expect(raw.withFieldText { $0.map { Array($0) } } == Array("246,,f,3é".utf8))
        let bare = try #require(RawSentence(address: "PXYZ", fields: []))
        #expect(bare.withFieldText { $0 == nil })
        var none = 0
        bare.forEachField { _ in none += 1 }
        #expect(none == 0 && bare.fields.isEmpty)
    }
}
