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
}
