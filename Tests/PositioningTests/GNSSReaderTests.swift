import NMEA
import Testing
import UBX
@testable import Positioning

/// NMEA and UBX in one byte stream: the order of events, and the bytes between frames.
@Suite struct GNSSReaderTests {
    /// Everything a reader hands over, in order, as short strings.
    struct Recorder: GNSSVisitor {
        var events: [String] = []
        mutating func visit(_ sentence: Sentence) { events.append("nmea \(sentence.type)") }
        mutating func visit(_ error: NMEAError) { events.append("nmea error \(error.code)") }
        mutating func visit(_ message: UBXMessage) { events.append("ubx \(message.id)") }
        mutating func visit(_ error: UBXError) { events.append("ubx error \(error.code) at \(error.offset)") }
    }

    /// The events of `bytes` fed in pieces of `chunk` bytes: copied (`feed(_:)`), or, with
    /// `direct`, written straight into the reader's buffer (`feed(upTo:reading:)`).
    static func read(_ bytes: [UInt8], chunk: Int, direct: Bool = false) -> [String] {
        var reader = GNSSReader()
        var recorder = Recorder()
        var index = 0
        while index < bytes.count {
            let piece = bytes[index..<min(index + chunk, bytes.count)]
            if direct {
                let count = reader.feed(upTo: chunk) { room in
                    room.copyBytes(from: piece)
                    return piece.count
                }
                #expect(count == piece.count)
            } else {
                reader.feed(piece)
            }
            reader.read(into: &recorder)
            index += chunk
        }
        reader.finish()
        reader.read(into: &recorder)
        return recorder.events
    }

    /// `body` as a sentence with its checksum and line ending.
    static func sentence(_ body: String) -> [UInt8] {
        let sum = body.utf8.reduce(UInt8(0), ^)
        let hex = Array("0123456789ABCDEF".utf8)
        return Array("$\(body)*".utf8) + [hex[Int(sum >> 4)], hex[Int(sum & 0xF)], 0x0D, 0x0A]
    }

    static let gga = sentence("GPGGA,120000.00,4807.0380,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,,")
    static let eoe = UBXWriter.frame(.navEOE(NAVEOE(iTOW: 42)))!

    @Test(arguments: [1, 3, 17, 4096], [false, true])
    func eventsComeInStreamOrder(chunk: Int, direct: Bool) {
        let bytes = Self.gga + Self.eoe + Array("junk".utf8) + Self.gga + Self.eoe
        #expect(Self.read(bytes, chunk: chunk, direct: direct) == ["nmea GGA", "ubx NAV-EOE", "nmea GGA", "ubx NAV-EOE"])
    }

    @Test(arguments: [1, 7, 4096], [false, true])
    func aUBXFrameInsideAnNMEALineIsTakenOutOfIt(chunk: Int, direct: Bool) {
        // The frame interrupts the sentence after its 20th byte; the sentence's own bytes,
        // joined again, pass their checksum.
        let bytes = Array(Self.gga[..<20]) + Self.eoe + Array(Self.gga[20...])
        #expect(Self.read(bytes, chunk: chunk, direct: direct) == ["ubx NAV-EOE", "nmea GGA"])
    }

    /// Sentences read straight into the buffer, in pieces that cut them anywhere, come out
    /// as they do when copied in.
    @Test(arguments: [1, 2, 5, 64, 4096])
    func readingStraightIntoTheBufferGivesTheSameSentences(chunk: Int) {
        let bytes = Self.gga + Array("noise\r\n".utf8) + Self.gga + Array(Self.gga.dropLast(5)) + Self.gga
        #expect(Self.read(bytes, chunk: chunk, direct: true) == Self.read(bytes, chunk: chunk))
        #expect(Self.read(bytes, chunk: chunk, direct: true).filter { $0 == "nmea GGA" }.count == 3)
    }

    @Test func aDollarInsideAUBXPayloadStartsNoSentence() {
        let bytes = UBXWriter.frame(UBXMessageID(0x02, 0x15), payload: Self.gga) + Self.gga
        #expect(Self.read(bytes, chunk: 5) == ["ubx 0x02-0x15", "nmea GGA"])
    }

    @Test func aCorruptFrameInsideALineBreaksThatSentenceOnly() {
        var corrupt = Self.eoe
        corrupt[7] ^= 0x01  // payload byte: the checksum no longer matches
        let bytes = Array(Self.gga[..<20]) + corrupt + Array(Self.gga[20...]) + Self.gga
        let events = Self.read(bytes, chunk: 9)
        #expect(events.first == "ubx error checksum mismatch at 20")
        #expect(events.filter { $0 == "nmea GGA" }.count == 1 && events.last == "nmea GGA")
        #expect(events.dropFirst().dropLast().allSatisfy { $0.hasPrefix("nmea error") } && events.count >= 3)
    }

    @Test func plainNMEAChunksGoStraightToTheNMEAReader() {
        #expect(!GNSSReader.mayHoldUBX(Self.gga))
        #expect(GNSSReader.mayHoldUBX(Self.gga + [0xB5]))
        #expect(GNSSReader.mayHoldUBX([0xB5] + Self.gga))
        #expect(GNSSReader.mayHoldUBX(Array(Self.gga[..<13]) + [0xB5] + Array(Self.gga[13...])))
        #expect(!GNSSReader.mayHoldUBX([0xB4, 0xB6, 0x35, 0xF5, 0xB7, 0x95, 0xA5, 0xBD, 0x15]))
    }
}
