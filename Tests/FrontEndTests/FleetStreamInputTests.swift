import Foundation
@testable import FrontEnd
import Receivers
import SystemIO
import Testing
@testable import Output

/// `FleetStream.run(reading:lines:diagnostics:)`: one log through a stream, written as it is read.
@Suite struct FleetStreamInputTests {
    /// A log read from its file writes the lines the stream makes of the whole log at once,
    /// and no diagnostics for a stream that writes none.
    @Test func writesTheLinesOfTheWholeLog() throws {
        let log = FleetBenchTests.recording("sim-open-sky.nmea")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fleet-stream-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let lines = try CreatedFile(path: folder + "/lines")
            let diagnostics = try CreatedFile(path: folder + "/diagnostics")
            var stream = DecodeStream(json: true, file: nil)
            try stream.run(reading: InputFile(log), lines: lines.descriptor, diagnostics: diagnostics.descriptor)
        }
        var whole = DecodeStream(json: true, file: nil)
        var expected = FleetOutput()
        whole.feed(try [UInt8](Data(contentsOf: URL(fileURLWithPath: log)))[...], to: &expected)
        whole.finish(to: &expected)
        #expect(!expected.lines.isEmpty)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/lines"))) == expected.lines)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/diagnostics")).isEmpty)
    }
}
