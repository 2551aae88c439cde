import NMEA
import Testing

/// Letters and units that say what a value means, and values outside their range: a value
/// whose letter is not the one its type implies is `nil`, and the letter field is invalid.
@Suite struct FieldMeaningTests {
    @Test func hdtReferenceMustBeTrue() throws {
        guard case .hdt(let magnetic) = try typed("$HEHDT,271.1,M") else { Issue.record(); return }
        #expect(magnetic.heading == nil && magnetic.invalidFields == FieldSet([2]))
        guard case .hdt(let implied) = try typed("$HEHDT,271.1,") else { Issue.record(); return }
        #expect(implied.heading == 271.1 && implied.invalidFields.isEmpty)
        guard case .hdt(let beyond) = try typed("$HEHDT,361.5,T") else { Issue.record(); return }
        #expect(beyond.heading == nil && beyond.invalidFields == FieldSet([1]))
        guard case .hdt(let negative) = try typed("$HEHDT,-1.0,T") else { Issue.record(); return }
        #expect(negative.heading == nil && negative.invalidFields == FieldSet([1]))
        guard case .hdt(let full) = try typed("$HEHDT,360.0,T") else { Issue.record(); return }
        #expect(full.heading == 360)
    }

    @Test func vtgReferencesAndUnits() throws {
        guard case .vtg(let swapped) = try typed("$GPVTG,054.7,M,034.4,T,005.5,K,010.2,N,A") else { Issue.record(); return }
        #expect(swapped.courseTrue == nil && swapped.courseMagnetic == nil)
        #expect(swapped.speedKnots == nil && swapped.speedKmh == nil)
        #expect(swapped.invalidFields == FieldSet([2, 4, 6, 8]) && swapped.mode == .autonomous)
        guard case .vtg(let oneWrong) = try typed("$GPVTG,054.7,T,034.4,M,005.5,N,010.2,X,A") else { Issue.record(); return }
        #expect(oneWrong.courseTrue == 54.7 && oneWrong.speedKnots == 5.5 && oneWrong.speedKmh == nil)
        #expect(oneWrong.invalidFields == FieldSet([8]))
        guard case .vtg(let beyond) = try typed("$GPVTG,454.7,T,034.4,M,005.5,N,010.2,K,A") else { Issue.record(); return }
        #expect(beyond.courseTrue == nil && beyond.courseMagnetic == 34.4 && beyond.invalidFields == FieldSet([1]))
    }

    /// The four-field VTG of NMEA 0183 before 3.01: true course, magnetic course, knots, km/h.
    @Test func vtgWithoutLetters() throws {
        guard case .vtg(let old) = try typed("$GPVTG,054.7,034.4,005.5,010.2") else { Issue.record(); return }
        #expect(old.courseTrue == 54.7 && old.courseMagnetic == 34.4 && old.speedKnots == 5.5 && old.speedKmh == 10.2)
        #expect(old.mode == nil && old.invalidFields.isEmpty)
        let written = Sentence.vtg(old).encoded()
        #expect(written == withChecksum("$GPVTG,54.7,T,34.4,M,5.5,N,10.2,K,"))
        #expect(try Sentence(parsing: written) == .vtg(old))
        #expect(rejection(withChecksum("$GPVTG,054.7,034.4,005.5"))?.code == .tooFewFields)
    }

    @Test func rmcCourseOutOfRange() throws {
        guard case .rmc(let rmc) = try typed("$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,400.0,191194,020.3,E") else {
            Issue.record(); return
        }
        #expect(rmc.course == nil && rmc.speedKnots == 0.5 && rmc.invalidFields == FieldSet([8]))
    }

    @Test func ggaUnitsMustBeMetres() throws {
        guard case .gga(let feet) = try typed("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,1789.4,F,46.9,M,,") else {
            Issue.record(); return
        }
        #expect(feet.altitude == nil && feet.geoidSeparation == 46.9 && feet.invalidFields == FieldSet([10]))
        guard case .gga(let separation) = try typed("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,153.9,F,,") else {
            Issue.record(); return
        }
        #expect(separation.altitude == 545.4 && separation.geoidSeparation == nil && separation.invalidFields == FieldSet([12]))
    }

    /// Some chipsets send SNRs with a decimal (MediaTek's `29.0`, others' `35.5`); gpsd
    /// keeps them as real numbers, and so does FieldFix, to a tenth.
    @Test func gsvDecimalSNR() throws {
        guard case .gsv(let gsv) = try typed("$GPGSV,3,1,12,01,45,120,29.0,02,10,300,35.5,03,05,010,,04,80,090,07.2") else {
            Issue.record(); return
        }
        #expect(gsv.satellites.map(\.snr) == [29, 35.5, nil, 7.2])
        #expect(gsv.invalidFields.isEmpty)
        guard case .gsv(let bad) = try typed("$GPGSV,1,1,01,01,45,120,2x.0") else { Issue.record(); return }
        #expect(bad.satellites.map(\.snr) == [nil] && bad.invalidFields == FieldSet([7]))
    }

    /// A last satellite without its SNR field (the sentence ends after its azimuth).
    @Test func gsvLastSatelliteWithoutSNRField() throws {
        guard case .gsv(let gsv) = try typed("$GPGSV,3,3,10,27,42,200,47,29,11,037") else { Issue.record(); return }
        #expect(Array(gsv.satellites) == [
            SatelliteInView(id: 27, elevation: 42, azimuth: 200, snr: 47), SatelliteInView(id: 29, elevation: 11, azimuth: 37),
        ])
        #expect(gsv.signalID == nil && gsv.invalidFields.isEmpty)
        guard case .gsv(let alone) = try typed("$GPGSV,1,1,01,29,11,037") else { Issue.record(); return }
        #expect(Array(alone.satellites) == [SatelliteInView(id: 29, elevation: 11, azimuth: 37)])
    }
}
