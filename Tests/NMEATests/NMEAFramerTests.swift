import NMEA
import Testing
import Simulator

/// What a framer produced, copied out of its buffer.
enum Framed: Equatable {
    case sentence([UInt8])
    case overlong([UInt8])
}

/// Frames `input` fed in chunks whose sizes `nextSize` picks.
func frames(_ input: [UInt8], nextSize: () -> Int) -> [Framed] {
    var framer = NMEAFramer()
    var result: [Framed] = []
    func drain() {
        while let frame = framer.next() {
            switch frame {
            case .sentence(let range): result.append(.sentence(Array(framer.buffer[range])))
            case .overlong(let range): result.append(.overlong(Array(framer.buffer[range])))
            }
        }
    }
    var start = 0
    while start < input.count {
        let end = min(input.count, start + max(1, nextSize()))
        framer.append(input[start..<end])
        drain()
        start = end
    }
    framer.finish()
    drain()
    return result
}

/// A reference splitter written for clarity, not speed: cut at every line break and at
/// every `$` or `!`; pieces that start with `$` or `!` are sentences, or over-long.
func naiveFrames(_ input: [UInt8]) -> [Framed] {
    var result: [Framed] = []
    var piece: [UInt8]?
    func close() {
        if let current = piece {
            result.append(current.count > NMEAFramer.maxSentenceLength
                ? .overlong(Array(current.prefix(NMEAFramer.maxSentenceLength))) : .sentence(current))
        }
        piece = nil
    }
    for byte in input {
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): close()
        case UInt8(ascii: "$"), UInt8(ascii: "!"): close(); piece = [byte]
        default: piece?.append(byte)
        }
    }
    close()
    return result
}

/// Messy input: comments, NUL bytes, UBX and SiRF binary, every line ending, a 10 KB
/// line, a cut sentence, invalid UTF-8 and a last line without a line ending.
let messyInput: [UInt8] = {
    var bytes: [UInt8] = []
    bytes += Array("# Name: test log\n".utf8)
    bytes += Array(withChecksum("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,").utf8) + [13, 10]
    bytes += [0, 0, 0xB5, 0x62, 0x01, 0x07, 0x5C, 0x00, 0x24, 0x21, 0xFF]  // UBX with stray `$` and `!`
    bytes += Array(withChecksum("$GPHDT,12.5,T").utf8) + [13]
    bytes += [0xA0, 0xA2, 0x00, 0x29, 0x02, 0xB0, 0xB3]  // SiRF binary
    bytes += Array(withChecksum("!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0").utf8) + [10]
    bytes += Array("$GPGGA,1235".utf8)  // cut short by the next sentence
    bytes += Array(withChecksum("$GPZDA,201530.00,04,07,2002,00,00").utf8) + [10]
    bytes += [UInt8(ascii: "$")] + [UInt8](repeating: UInt8(ascii: "A"), count: 10_240) + [10]
    bytes += Array("$GPTXT,01,01,02,caf".utf8) + [0xC3, 0x28, 0xFF] + Array("*00\r\n".utf8)
    bytes += Array(withChecksum("$GPGLL,4916.45,N,12311.12,W,225444,A").utf8)
    return bytes
}()

@Suite struct NMEAFramerTests {
    @Test func wholeMatchesNaiveSplitter() {
        let whole = frames(messyInput) { messyInput.count }
        #expect(whole == naiveFrames(messyInput))
        #expect(whole.count == 10)
    }

    @Test(arguments: [1, 2, 3, 7, 64, 101, 102, 103, 4096])
    func fixedChunksMatchWhole(size: Int) {
        #expect(frames(messyInput) { size } == frames(messyInput) { messyInput.count })
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
    func randomChunksMatchWhole(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        #expect(frames(messyInput) { Int.random(in: 1...300, using: &random) } == frames(messyInput) { messyInput.count })
    }

    @Test(arguments: [11 as UInt64, 12, 13])
    func randomBytesMatchNaiveSplitter(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("$!,*\r\n0123456789ABCGPabc\u{0}".utf8) + [0xFF, 0xB5]
        let input = (0..<20_000).map { _ in
            Int.random(in: 0..<50, using: &random) == 0 ? alphabet[0] : alphabet.randomElement(using: &random)!
        }
        let expected = naiveFrames(input)
        #expect(frames(input) { input.count } == expected)
        #expect(frames(input) { Int.random(in: 1...200, using: &random) } == expected)
    }

    @Test func overlongLinesAreCountedAndBoundMemory() {
        var framer = NMEAFramer()
        let line = [UInt8(ascii: "$")] + [UInt8](repeating: UInt8(ascii: "9"), count: 100_000)
        var dropped = 0
        for start in stride(from: 0, to: line.count, by: 1000) {
            framer.append(line[start..<min(start + 1000, line.count)])
            while let frame = framer.next() {
                if case .overlong = frame { dropped += 1 }
            }
            #expect(framer.buffer.count <= 1000 + NMEAFramer.maxSentenceLength + 1)
        }
        framer.append(Array("\n$GPHDT,1,T*00\n".utf8))
        var sentences = 0
        while let frame = framer.next() {
            if case .sentence = frame { sentences += 1 }
        }
        #expect(dropped == 1)
        #expect(framer.overlongCount == 1)
        #expect(sentences == 1)
    }
}
