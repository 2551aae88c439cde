import Testing
import UBX

/// Everything a framer returns for a stream fed in chunks of `chunk` bytes: decoded
/// messages, passthrough bytes joined, and errors.
private struct Output: Equatable {
    var messages: [UBXMessage] = []
    var passthrough: [UInt8] = []
    var errors: [UBXError] = []
}

private func frame(_ bytes: [UInt8], chunk: Int) -> Output {
    var framer = UBXFramer()
    var output = Output()
    func drain() {
        while let piece = framer.next() {
            switch piece {
            case .frame(let frame):
                do throws(UBXError) {
                    output.messages.append(try UBXMessage.decode(frame, in: framer.buffer.span))
                } catch {
                    output.errors.append(error)
                }
            case .passthrough(let range): output.passthrough += framer.buffer[range]
            case .rejected(let error): output.errors.append(error)
            }
        }
    }
    var index = 0
    while index < bytes.count {
        framer.append(bytes[index..<min(index + chunk, bytes.count)])
        drain()
        index += chunk
    }
    framer.finish()
    drain()
    return output
}

private let pvt = NAVPVT(
    iTOW: 123_000, year: 2024, month: 3, day: 15, hour: 14, minute: 30, second: 22, valid: 0x07,
    fixType: 3, flags: 0x01, numSV: 12, lon: 115_760_000, lat: 481_370_000, height: 565_123, hMSL: 519_590,
    hAcc: 1_500, vAcc: 2_500, gSpeed: 1_234, headMot: 9_000_000, pDOP: 150)

@Suite struct UBXFramerTests {
    static let chunks = [1, 2, 3, 7, 64, 100_000]

    @Test(arguments: chunks)
    func framesBetweenNMEAAndNoise(chunk: Int) {
        let nmea = Array("$GPTXT,01,01,02,hello*00\r\n".utf8)
        let stream = [0x00, 0xB5, 0x13] + UBXWriter.frame(.navPVT(pvt))! + nmea + UBXWriter.frame(.navEOE(NAVEOE(iTOW: 123_000)))!
        let output = frame(stream, chunk: chunk)
        #expect(output.messages == [.navPVT(pvt), .navEOE(NAVEOE(iTOW: 123_000))])
        #expect(output.passthrough == [0x00, 0xB5, 0x13] + nmea)
        #expect(output.errors.isEmpty)
    }

    @Test func checksumIsFletcherOverClassToPayload() {
        // The CFG-RATE poll as u-blox's documents print it: B5 62 06 08 00 00 0E 30.
        #expect(UBXWriter.frame(UBXMessageID(0x06, 0x08), payload: []) == [0xB5, 0x62, 0x06, 0x08, 0x00, 0x00, 0x0E, 0x30])
        #expect(UBXWriter.frame(.navEOE(NAVEOE(iTOW: 0)))!.suffix(2) == [0x66, 0xC7])
    }

    @Test(arguments: chunks)
    func badChecksumIsReportedWithOffsetAndTheNextFrameStillRead(chunk: Int) {
        var broken = UBXWriter.frame(.navPVT(pvt))!
        broken[40] ^= 0xFF
        let good = UBXWriter.frame(.navEOE(NAVEOE(iTOW: 5)))!
        let output = frame([0x41, 0x42] + broken + good, chunk: chunk)
        #expect(output.messages == [.navEOE(NAVEOE(iTOW: 5))])
        #expect(output.errors == [UBXError(code: .badChecksum, message: .navPVT, length: 92, offset: 2)])
        // The rejected frame's bytes after its 0xB5 go on as passthrough.
        #expect(output.passthrough == [0x41, 0x42] + broken.dropFirst())
    }

    @Test(arguments: [8193, 30_000, 65_535])
    func lengthsOverTheLimitAreFalseSyncs(length: Int) {
        let header: [UInt8] = [0xB5, 0x62, 0x01, 0x07, UInt8(length & 0xFF), UInt8(length >> 8)]
        let good = UBXWriter.frame(.navEOE(NAVEOE(iTOW: 9)))!
        let output = frame(header + good, chunk: 5)
        #expect(output.errors == [UBXError(code: .overlongFrame, message: .navPVT, length: length, offset: 0)])
        #expect(output.messages == [.navEOE(NAVEOE(iTOW: 9))])
    }

    @Test func aFalseSyncHidingARealFrameIsResolvedAtTheEnd() {
        // A header announcing 8,000 bytes, then a real frame and the end of the stream.
        let header: [UInt8] = [0xB5, 0x62, 0x01, 0x07, 0x40, 0x1F]
        let good = UBXWriter.frame(.navEOE(NAVEOE(iTOW: 9)))!
        let output = frame(header + good, chunk: 3)
        #expect(output.errors == [UBXError(code: .truncated, message: .navPVT, length: 8000, offset: 0)])
        #expect(output.messages == [.navEOE(NAVEOE(iTOW: 9))])
    }

    @Test(arguments: 1..<12)
    func truncatedFramesAreErrorsNotMessages(cut: Int) {
        let bytes = Array(UBXWriter.frame(.navEOE(NAVEOE(iTOW: 1)))!.prefix(cut))
        let output = frame(bytes, chunk: 4)
        #expect(output.messages.isEmpty)
        #expect(output.errors.map(\.code) == [.truncated])
    }

    @Test func dollarInsidePayloadStaysInTheFrame() {
        var message = pvt
        message.lat = 0x2424_2424  // "$$$$" in the payload
        let output = frame(UBXWriter.frame(.navPVT(message))!, chunk: 2)
        #expect(output.messages == [.navPVT(message)])
        #expect(output.passthrough.isEmpty)
    }

    @Test func wrongPayloadLengthNamesTheMessageAndOffset() {
        let short = UBXWriter.frame(.navPVT, payload: Array(repeating: 0, count: 50))
        let output = frame([0x20] + short, chunk: 100)
        #expect(output.errors == [UBXError(code: .wrongPayloadLength, message: .navPVT, length: 50, offset: 1)])
        #expect(output.messages.isEmpty)
    }

    @Test func unknownMessagesAreKeptUndecoded() {
        let output = frame(UBXWriter.frame(UBXMessageID(0x0A, 0x04), payload: [1, 2, 3]), chunk: 100)
        #expect(output.messages == [.other(UBXMessageID(0x0A, 0x04), length: 3)])
    }
}
