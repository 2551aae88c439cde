import NMEA
import Simulator
import Testing

/// GSV's satellite groups in the standard's widths (`dd,dd,ddd,dd`, read in one step) and
/// in any other form (read field by field) give the same satellites and the same
/// malformed fields.
@Suite struct GSVSatelliteGroupTests {
    /// One satellite group as sent, and what it should read as.
    struct Group {
        var id: Int
        var elevation: Int
        var azimuth: Int
        var snr: Int?

        /// The group in the standard's widths, or with the ID written in three digits
        /// (`003`), which the one-step reader does not take.
        func text(widerID: Bool = false) -> String {
            let snrText = snr.map { String($0).padded(2) } ?? ""
            return "\(String(id).padded(widerID ? 3 : 2)),\(String(elevation).padded(2)),\(String(azimuth).padded(3)),\(snrText)"
        }

        /// The satellite it reads as: values out of their fields' bounds are `nil`.
        var expected: SatelliteInView {
            SatelliteInView(
                id: UInt16(id), elevation: elevation <= 90 ? Int8(elevation) : nil,
                azimuth: azimuth <= 360 ? UInt16(azimuth) : nil, snr: snr.map(Double.init))
        }

        /// The indices of the fields that should be malformed, for the group at `slot` (0 to 3).
        func invalidFields(slot: Int) -> [Int] {
            (elevation > 90 ? [5 + 4 * slot] : []) + (azimuth > 360 ? [6 + 4 * slot] : [])
        }
    }

    /// The GSV of `groups`, parsed with `options`.
    func gsv(_ groups: [String], signal: String? = nil, options: ParseOptions = ParseOptions()) throws -> GSV {
        let body = "$GPGSV,1,1,\(groups.count)," + groups.joined(separator: ",") + (signal.map { "," + $0 } ?? "")
        guard case .gsv(let gsv) = try parse(withChecksum(body), options: options) else { throw UnexpectedSentence(text: body) }
        return gsv
    }

    @Test func randomGroupsReadAsTheirValuesInEitherForm() throws {
        var generator = SeededRandom(seed: 0x5A7E_11175)
        for _ in 0..<2_000 {
            let groups = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Group(
                    id: Int.random(in: 0...99, using: &generator), elevation: Int.random(in: 0...99, using: &generator),
                    azimuth: Int.random(in: 0...999, using: &generator),
                    snr: Bool.random(using: &generator) ? Int.random(in: 0...99, using: &generator) : nil)
            }
            let standard = try gsv(groups.map { $0.text() })
            let wider = try gsv(groups.map { $0.text(widerID: true) })
            let text = groups.map { $0.text() }.joined(separator: ",")
            #expect(Array(standard.satellites) == groups.map(\.expected), "\(text)")
            #expect(Array(standard.invalidFields.indices) == groups.enumerated().flatMap { $1.invalidFields(slot: $0) }, "\(text)")
            #expect(standard.satellites == wider.satellites, "\(text)")
            #expect(standard.invalidFields == wider.invalidFields, "\(text)")
        }
    }

    @Test func boundsOfEachField() throws {
        let edges = [
            Group(id: 0, elevation: 0, azimuth: 0, snr: 0), Group(id: 99, elevation: 90, azimuth: 360, snr: 99),
            Group(id: 12, elevation: 91, azimuth: 361, snr: nil), Group(id: 7, elevation: 99, azimuth: 999, snr: 45),
        ]
        let parsed = try gsv(edges.map { $0.text() })
        #expect(Array(parsed.satellites) == edges.map(\.expected))
        #expect(Array(parsed.invalidFields.indices) == [13, 14, 17, 18])
    }

    @Test func groupsEndedByTheChecksumOrASignalID() throws {
        let last = Group(id: 31, elevation: 42, azimuth: 129, snr: nil)
        #expect(Array(try gsv([last.text()]).satellites) == [last.expected])
        let tracked = Group(id: 31, elevation: 42, azimuth: 129, snr: 44)
        let withSignal = try gsv([tracked.text()], signal: "1")
        #expect(Array(withSignal.satellites) == [tracked.expected])
        #expect(withSignal.signalID == 1)
    }

    @Test func otherFormsAreReadFieldByField() throws {
        // A decimal SNR (MediaTek), a one-digit elevation, a negative elevation, an empty ID.
        let parsed = try gsv(["05,40,083,46.0", "07,5,120,33", "09,-2,300,", ",,,"])
        #expect(Array(parsed.satellites) == [
            SatelliteInView(id: 5, elevation: 40, azimuth: 83, snr: 46),
            SatelliteInView(id: 7, elevation: 5, azimuth: 120, snr: 33),
            SatelliteInView(id: 9, elevation: -2, azimuth: 300, snr: nil),
        ])
        #expect(parsed.invalidFields.isEmpty)
        // A byte outside ASCII, or a letter, makes its field malformed in either form.
        let odd = try gsv(["05,4\u{E9},083,46", "07,50,12x,33"])
        #expect(Array(odd.satellites) == [SatelliteInView(id: 5, azimuth: 83, snr: 46), SatelliteInView(id: 7, elevation: 50, snr: 33)])
        #expect(Array(odd.invalidFields.indices) == [5, 10])
    }

    /// Without ``ParseOptions/keepsSatellitesInView``, every group is still read and checked:
    /// the same malformed fields, counts and signal, only no satellite kept.
    @Test func groupsNotKeptAreStillChecked() throws {
        var generator = SeededRandom(seed: 0x6E07_4E97)
        let notKept = ParseOptions(keepsSatellitesInView: false)
        let forms = ["05,40,083,46.0", "07,5,120,33", "09,-2,300,", ",,,", "05,4\u{E9},083,46", "07,50,12x,33", "12,91,361,"]
        var malformed = 0
        for _ in 0..<2_000 {
            let groups = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? forms.randomElement(using: &generator)!
                    : Group(id: Int.random(in: 0...99, using: &generator), elevation: Int.random(in: 0...99, using: &generator),
                            azimuth: Int.random(in: 0...999, using: &generator),
                            snr: Bool.random(using: &generator) ? Int.random(in: 0...99, using: &generator) : nil).text()
            }
            let signal = Bool.random(using: &generator) ? "1" : nil
            let kept = try gsv(groups, signal: signal)
            let checked = try gsv(groups, signal: signal, options: notKept)
            let text = groups.joined(separator: ",")
            #expect(checked.satellites.isEmpty, "\(text)")
            #expect(checked.invalidFields == kept.invalidFields, "\(text)")
            #expect(checked.satellitesInView == kept.satellitesInView && checked.signalID == kept.signalID, "\(text)")
            if !kept.invalidFields.isEmpty { malformed += 1 }
        }
        #expect(malformed > 100)
    }
}
