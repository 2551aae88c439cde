import NMEA
import TestSupport
import Testing

/// Regressions found by `scripts/hostile-nmea`: absurd field values in sentences with valid
/// checksums are rejected field by field, never trap.
@Suite(.attacks("absurd-fixes")) struct HostileFieldTests {
    /// An integer field of 19 or more digits wrapped to `Int.min`, and negating it trapped
    /// (`-9223372036854775808` in a ZDA local zone crashed `fieldfix replay`).
    @Test(arguments: ["-9223372036854775808", "-99999999999999999999", "9223372036854775808", "-0000000000000000000001"])
    func integerFieldsOfAnyLengthAreRejectedNotTrapped(value: String) throws {
        guard case .zda(let zda) = try typed("$GPZDA,201530.00,04,07,2002,\(value),30") else { Issue.record("not a ZDA"); return }
        #expect(zda.localZoneHours == nil)
        #expect(zda.invalidFields.contains(5))
        #expect(zda.date == UTCDate(year: 2002, month: 7, day: 4))
        guard case .gga(let gga) = try typed("$GPGGA,123519,4807.038,N,01131.000,E,1,\(value),0.9,545.4,M,46.9,M,,") else {
            Issue.record("not a GGA"); return
        }
        #expect(gga.satellitesUsed == nil)
        #expect(gga.latitude == 48 + 7.038 / 60)
    }

    /// DOPs and differential ages are magnitudes: a negative one (which reached the JSON
    /// output unchanged) is a malformed field.
    @Test func negativeDOPsAndAgesAreMalformed() throws {
        guard case .gsa(let gsa) = try typed("$GPGSA,A,3,04,05,09,12,24,25,29,30,,,,,-1.8,-0.5,1.5") else { Issue.record(); return }
        #expect(gsa.pdop == nil && gsa.hdop == nil && gsa.vdop == 1.5)
        #expect(!gsa.invalidFields.isEmpty)
        guard case .gga(let gga) = try typed("$GPGGA,123519,4807.038,N,01131.000,E,2,08,-0.9,545.4,M,46.9,M,-3.0,0120") else {
            Issue.record(); return
        }
        #expect(gga.hdop == nil && gga.differentialAge == nil && gga.differentialStation == 120)
        guard case .gns(let gns) = try typed("$GNGNS,014035.00,4332.69262,S,17235.48549,E,RRAN,13,-0.9,25.63,11.24,-1,,V") else {
            Issue.record(); return
        }
        #expect(gns.hdop == nil && gns.differentialAge == nil && gns.altitude == 25.63)
        guard case .gsa(let plain) = try typed("$GPGSA,A,3,04,,,,,,,,,,,,0,.9,1.5") else { Issue.record(); return }
        #expect(plain.pdop == 0 && plain.hdop == 0.9 && plain.invalidFields.isEmpty)
    }

    /// Integer fields of one to three digits are read without a loop; their edges read as
    /// the general reader reads them: a fourth digit, a sign, a letter after the digits,
    /// leading zeros, a field that ends at `*` or at the end of an unchecked line.
    @Test func shortIntegerFieldsAtTheirEdges() throws {
        guard case .gsv(let gsv) = try typed("$GPGSV,3,1,11,007,-05,1234,4x,12,,360,99,9,90,0,") else {
            Issue.record("not a GSV"); return
        }
        #expect(gsv.satellites.map(\.id) == [7, 12, 9])
        #expect(gsv.satellites[0].elevation == -5)
        #expect(gsv.satellites[0].azimuth == nil && gsv.satellites[0].snr == nil)
        #expect(gsv.invalidFields == FieldSet([6, 7]))
        #expect(gsv.satellites[1].elevation == nil && gsv.satellites[1].azimuth == 360 && gsv.satellites[1].snr == 99)
        #expect(gsv.satellites[2].elevation == 90 && gsv.satellites[2].azimuth == 0 && gsv.satellites[2].snr == nil)
        guard case .gsv(let last) = try typed("$GPGSV,1,1,01,05,40,083,46") else { Issue.record("not a GSV"); return }
        #expect(last.satellites.first?.snr == 46)
        let unchecked = try Sentence(parsing: "$GPGSV,1,1,01,05,40,083,4", options: .lenient)
        guard case .gsv(let short) = unchecked else { Issue.record("not a GSV"); return }
        #expect(short.satellites.first?.snr == 4)
    }
}
