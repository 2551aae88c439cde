import Receivers
import Testing
import TestSupport

/// `StreamBench`: what `fieldfix bench` counts, stage by stage, over chunks.
@Suite struct StreamBenchTests {
    /// Three epochs of three sentences each, and a line of garbage, read in pieces of at
    /// most 50 bytes (so split mid-sentence), as `read(2)` gives them.
    static func chunks() -> (UnsafeMutableRawBufferPointer) -> Int {
        var log = Array(((0..<3).map { TestNMEA.epoch($0) }.joined() + "$GPXYZ,garbage*00\r\n").utf8)[...]
        return { room in
            let piece = log.prefix(min(room.count, 50))
            room.copyBytes(from: piece)
            log = log.dropFirst(piece.count)
            return piece.count
        }
    }

    @Test func theFixStageCountsWhatTheParseStageCountsAndTheFixes() {
        let parse = StreamBench(stage: .parse).run(reading: Self.chunks())
        let fix = StreamBench(stage: .fix).run(reading: Self.chunks())
        #expect(parse.sentences == 9 && fix.sentences == 9)
        #expect(parse.errors == 1 && fix.errors == 1)
        #expect(parse.byType == fix.byType)
        #expect(parse.byType.values.reduce(0, +) == 9)
        #expect(parse.fixes == nil && fix.fixes == 3)
        #expect(fix.captureAllowed.map { $0 <= 3 } == true)
    }

    /// Two hundred untyped types (more than the tally keeps in place), each a different
    /// number of times, interleaved: every type is counted, whether it found a slot or not.
    @Test func everyUntypedTypeIsCountedHoweverManyTheLogHolds() {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let types: [String] = (0..<200).map { index in "\(letters[index / 26])\(letters[index % 26])X" }
        var log: [UInt8] = []
        for round in 0..<5 {
            for (index, type) in types.enumerated() where index % 5 >= round {
                log += Array(TestNMEA.sentence("GP\(type),1,2,3").utf8)
            }
        }
        var rest = log[...]
        let tally = StreamBench(stage: .parse).run { room in
            let piece = rest.prefix(room.count)
            room.copyBytes(from: piece)
            rest = rest.dropFirst(piece.count)
            return piece.count
        }
        let expected: [String: Int] = Dictionary(uniqueKeysWithValues: types.enumerated().map { index, type in (type, index % 5 + 1) })
        #expect(tally.errors == 0)
        #expect(tally.byType == expected)
    }
}
