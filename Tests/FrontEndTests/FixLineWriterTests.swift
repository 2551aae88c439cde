import Foundation
@testable import FrontEnd
import Positioning
import Receivers
import Testing
@testable import Output

/// `FixLineWriter` in a fleet's stream, which copies its writer at each chunk it reads.
@Suite struct FixLineWriterTests {
    /// A log fed in hundreds of small chunks writes the same TPV lines as `replay --json`
    /// (the recording's expected output, its CAPTURE line aside), and the writer's buffer,
    /// copied at each chunk, keeps the room it had rather than doubling it each time.
    @Test func aLogFedInSmallChunksWritesReplaysLines() throws {
        let path = FleetBenchTests.recording("sim-open-sky.nmea")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var stream = FleetPipelineStream(pipeline: GNSSPipeline(), writer: FixLineWriter(format: .tpv))
        var output = FleetOutput()
        var start = 0
        var chunks = 0
        while start < bytes.count {
            let end = min(start + 97, bytes.count)
            stream.feed(bytes[start..<end], to: &output)
            start = end
            chunks += 1
        }
        stream.finish(to: &output)
        let expected = try String(contentsOfFile: FleetBenchTests.recording("sim-open-sky.expected.ndjson"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.contains("\"class\":\"CAPTURE\"") }
        #expect(chunks > 200)
        #expect(String(decoding: output.lines, as: UTF8.self).split(separator: "\n") == expected)
    }
}
