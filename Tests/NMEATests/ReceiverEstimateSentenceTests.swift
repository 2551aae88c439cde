import NMEA
import Testing

/// `$PUBX,00`, `$PGRME` and GBS: the sentences that carry a receiver's own error estimates.
@Suite struct ReceiverEstimateSentenceTests {
    /// The example of u-blox's receiver description ("PUBX,00"), checksum recomputed.
    static let pubx = "$PUBX,00,081350.00,4717.113210,N,00833.915187,E,546.589,G3,2.1,2.0,0.007,77.52,0.007,,0.92,1.19,0.77,9,0,0"

    @Test func pubx00Vector() throws {
        guard case .pubx00(let pubx) = try typed(Self.pubx) else { Issue.record("not a PUBX,00"); return }
        #expect(pubx.time == UTCTime(hour: 8, minute: 13, second: 50))
        let latitude: Double = 47 + 17.113210 / 60
        let longitude: Double = 8 + 33.915187 / 60
        #expect(pubx.latitude == latitude && pubx.longitude == longitude)
        #expect(pubx.ellipsoidHeight == 546.589)
        #expect(pubx.navigationStatus == .standalone3D && pubx.navigationStatus?.code == "G3")
        #expect(pubx.horizontalAccuracy == 2.1 && pubx.verticalAccuracy == 2.0)
        #expect(pubx.speedKmh == 0.007 && pubx.course == 77.52 && pubx.verticalVelocity == 0.007)
        #expect(pubx.differentialAge == nil)
        #expect(pubx.hdop == 0.92 && pubx.vdop == 1.19 && pubx.tdop == 0.77 && pubx.satellitesUsed == 9)
        #expect(pubx.invalidFields.isEmpty)
        let sentence = try typed(Self.pubx)
        #expect(sentence.type.description == "PUBX" && sentence.talker == nil)
        #expect(sentence.namedFields.first { $0.name == "horizontalAccuracy" } == NamedField("horizontalAccuracy", .number(2.1), unit: "m"))
        #expect(sentence.namedFields.first { $0.name == "navigationStatus" }?.value == .text("standalone3D"))
        #expect(try Sentence(parsing: sentence.encoded()) == sentence)
    }

    /// u-blox's example is 109 bytes, longer than NMEA's 82: the framer must pass it.
    @Test func pubx00ThroughTheReader() throws {
        let line = withChecksum(Self.pubx)
        #expect(line.utf8.count == 109)
        let got = events(Array((line + "\r\n" + line + "\r\n").utf8))
        #expect(got.count == 2)
        guard case .sentence(.pubx00(let pubx)) = got.first else { Issue.record("\(got)"); return }
        #expect(pubx.horizontalAccuracy == 2.1)
        // An untyped sentence as long is an error, never a cut RawSentence.
        let long = withChecksum("$PUBX,03" + String(repeating: ",1", count: 50))
        #expect(rejection(long)?.code == .overlongSentence)
        #expect(RawSentence(address: "PXYZ", fields: Array(repeating: "12345", count: 20)) == nil)
    }

    @Test func pubx00WithoutFixAndBadFields() throws {
        guard case .pubx00(let empty) = try typed("$PUBX,00,000000.00,0000.00000,N,00000.00000,E,0.000,NF,5303302,3750001,0.000,0.00,0.000,,99.99,99.99,99.99,0,0,0")
        else { Issue.record(); return }
        #expect(empty.navigationStatus == .noFix && empty.horizontalAccuracy == 5_303_302)
        guard case .pubx00(let bad) = try typed("$PUBX,00,081350.00,4717.113210,N,00833.915187,E,546.589,G9,-2.1,2.0,0.007,377.52,0.007,,0.92,1.19,0.77,9")
        else { Issue.record(); return }
        #expect(bad.invalidFields == FieldSet([8, 9, 12]))
        #expect(bad.navigationStatus == nil && bad.horizontalAccuracy == nil && bad.course == nil && bad.verticalAccuracy == 2.0)
        #expect(rejection(withChecksum("$PUBX,00,081350.00,4717.113210,N"))?.code == .tooFewFields)
    }

    /// Garmin GPS 18x technical specifications, "Estimated Error Information (PGRME)".
    @Test func pgrmeVector() throws {
        guard case .pgrme(let pgrme) = try parse("$PGRME,15.0,M,45.0,M,25.0,M*1C") else { Issue.record("not a PGRME"); return }
        #expect(pgrme.horizontalError == 15 && pgrme.verticalError == 45 && pgrme.positionError == 25)
        #expect(pgrme.invalidFields.isEmpty)
        guard case .pgrme(let feet) = try typed("$PGRME,15.0,f,45.0,M,25.0,M") else { Issue.record(); return }
        #expect(feet.horizontalError == nil && feet.verticalError == 45 && feet.invalidFields == FieldSet([2]))
        guard case .pgrme(let empty) = try typed("$PGRME,,M,,M,,M") else { Issue.record(); return }
        #expect(empty == PGRME())
    }

    /// u-blox's GBS example (ZED-F9P interface description, "GBS") and Trimble's signed form.
    @Test func gbsForms() throws {
        guard case .gbs(let ublox) = try parse("$GPGBS,235503.00,1.6,1.4,3.2,,,,,,*40") else { Issue.record(); return }
        #expect(ublox.latitudeError == 1.6 && ublox.longitudeError == 1.4 && ublox.altitudeError == 3.2)
        #expect(ublox.invalidFields.isEmpty)
        guard case .gbs(let trimble) = try parse("$GPGBS,015509.00,-0.031,-0.186,0.219,19,0.000,-0.354,6.972*4D")
        else { Issue.record(); return }
        #expect(trimble.latitudeError == -0.031 && trimble.longitudeError == -0.186)
    }
}
