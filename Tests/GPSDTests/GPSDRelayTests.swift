import Positioning
import Testing

@testable import GPSD

@Suite struct GPSDRelayTests {
    private func relayed(_ line: String) -> [UInt8]? {
        var bytes: [UInt8] = [0xAA]
        let ok = Array(line.utf8).withUnsafeBytes { GPSDRelay.append(line: $0, to: &bytes) }
        return ok ? Array(bytes.dropFirst()) : (bytes == [0xAA] ? nil : [0xFF])
    }

    @Test func sentenceGetsItsLineEndingBack() {
        let sentence = "$GPGGA,132820.60,4134.49821229,N,09345.03351845,W,2,09,1.0,278.020,M,-31.442,M,7.6,0133*7E"
        #expect(relayed(sentence + "\r\n") == Array((sentence + "\r\n").utf8))
        #expect(relayed(sentence) == Array((sentence + "\r\n").utf8))
        #expect(relayed("!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0*26\n") != nil)
    }

    @Test func binaryPacketComesBackFromItsHexDigits() {
        // The start of a UBX NAV-STATUS frame as gpsd relays it with "raw":1.
        #expect(relayed("b56201031000a0\n") == [0xB5, 0x62, 0x01, 0x03, 0x10, 0x00, 0xA0])
        #expect(relayed("B562") == [0xB5, 0x62])
    }

    @Test(arguments: ["", "\r\n", "b56", "b5x2", "{\"class\":\"TPV\"}"])
    func otherLinesGiveNothingAndLeaveTheBufferAsItWas(line: String) {
        #expect(relayed(line) == nil)
    }
}

@Suite struct GPSDStreamTests {
    private static let log = """
        $GPGGA,031020.00,3752.0000,S,17518.0000,E,1,08,1.1,59.9,M,23.7,M,,*43
        $GPRMC,031020.00,A,3752.0000,S,17518.0000,E,0.0,0.0,311214,,,A*4E
        $GPGGA,031021.00,3752.0001,S,17518.0000,E,1,08,1.2,59.9,M,23.7,M,,*40
        $GPRMC,031021.00,A,3752.0001,S,17518.0000,E,0.0,0.0,311214,,,A*4E
        $GPGGA,031022.00,3752.0002,S,17518.0000,E,1,08,1.3,59.9,M,23.7,M,,*41
        $GPRMC,031022.00,A,3752.0002,S,17518.0000,E,0.0,0.0,311214,,,A*4E
        """

    /// The fixes the direct path makes of the log.
    private func direct() -> [Fix] {
        var pipeline = GNSSPipeline()
        var fixes: [Fix] = []
        pipeline.feed(Array((Self.log + "\r\n").utf8))
        pipeline.finish(onUpdate: { fixes.append($0.fix) }, onError: { _ in })
        return fixes
    }

    private func relay(_ line: Substring, into stream: inout GPSDStream, _ fixes: inout [Fix]) {
        Array(line.utf8).withUnsafeBytes { bytes in stream.relayed(line: bytes, emit: { fixes.append($0) }) }
    }

    @Test func relayedSentencesGiveTheDirectPathsFixesAndReportsAreSetAside() {
        var stream = GPSDStream()
        var fixes: [Fix] = []
        let report = Fix(
            time: FixTime(date: CivilDate(year: 2034, month: 8, day: 17), millisecondOfDay: 11_420_000),
            latitude: -37.86, longitude: 175.3, mode: .threeD, quality: .autonomous)
        for line in Self.log.split(separator: "\n") {
            relay(line, into: &stream, &fixes)
            // gpsd's own report of the same sentence, which must not make a second fix.
            stream.receive(.tpv(report), emit: { fixes.append($0) })
            stream.receive(.sky(GPSDSky(dops: .init(hdop: 9.9))), emit: { fixes.append($0) })
        }
        stream.flushReports(emit: { fixes.append($0) })
        stream.finish(emit: { fixes.append($0) })
        #expect(stream.readsRelayedPackets == false)  // afresh for the next device
        let expected = direct()
        #expect(expected.count == 3)
        #expect(fixes == expected)
        #expect(fixes.map(\.hdop) == [1.1, 1.2, 1.3])
    }

    @Test func reportsMakeTheFixesWhenNoRelayedPacketCanBeRead() {
        var stream = GPSDStream()
        var fixes: [Fix] = []
        // A binary packet FieldFix does not decode, relayed as hex digits.
        relay("a0a2000880ffffff0000ef03b0b3", into: &stream, &fixes)
        stream.receive(.sky(GPSDSky(dops: .init(hdop: 1.4))), emit: { fixes.append($0) })
        let report = Fix(
            time: FixTime(date: CivilDate(year: 2024, month: 1, day: 2), millisecondOfDay: 1000),
            latitude: 51.0, longitude: 7.0, mode: .threeD, quality: .autonomous)
        stream.receive(.tpv(report), emit: { fixes.append($0) })
        stream.flushReports(emit: { fixes.append($0) })
        #expect(stream.readsRelayedPackets == false)
        #expect(fixes.count == 1)
        #expect(fixes.first?.hdop == 1.4)
        #expect(fixes.first?.latitude == 51.0)
    }
}
