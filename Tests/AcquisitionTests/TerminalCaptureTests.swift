import Acquisition
import Capture
import Foundation
import Positioning
import Receivers
import Testing

/// `TerminalCapture`: a capture as `fieldfix capture` runs it, its text collected instead
/// of written to standard error (as in ``AcquisitionTests``, no capture has a timeout).
@Suite struct TerminalCaptureTests {
    /// The text a capture writes.
    final class Written: @unchecked Sendable {
        var text = ""
    }

    static func source(_ url: SourceURL) -> CaptureSource {
        CaptureSource(url, policy: .default, confidence: .p68)
    }

    @Test func keysAreReadOnlyFromATerminalThatIsNotTheSource() {
        #expect(TerminalCapture(source: Self.source(.file(path: "log.nmea", speed: nil)), standardInputIsTerminal: true).interactive)
        #expect(!TerminalCapture(source: Self.source(.standardInput), standardInputIsTerminal: true).interactive)
        #expect(!TerminalCapture(source: Self.source(.file(path: "log.nmea", speed: nil)), standardInputIsTerminal: false).interactive)
    }

    @Test func aCaptureWithoutKeysCapturesByItselfShowsItsPhasesAndNotesThatItMayBeARecording() async throws {
        let path = try AcquisitionTests.log(seconds: 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let capture = TerminalCapture(source: Self.source(.file(path: path, speed: nil)), standardInputIsTerminal: false)
        let written = Written()
        // Auto-capture is not asked for: without keys, nothing else could capture.
        let (location, context) = try await capture.run(configuration: CaptureSession.Configuration(policy: .default, autoCapture: false),
                                                        prefix: "test: ", isTerminal: false, colored: false) { written.text += $0 }
        #expect(context.origin == .file)
        #expect(location.horizontalAccuracy.meters < CapturePolicy.default.maximumAccuracy)
        let lines = written.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "every line ends: \(written.text)")
        #expect(lines.contains { $0.hasPrefix("acquiring") }, "\(written.text)")
        #expect(lines.contains { $0.hasPrefix("test: note: this location comes from file:\(path), possibly a recording") },
                "\(written.text)")
    }

    @Test func aCaptureThatEndsWithoutALocationSaysWhyAndThrows() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-empty-\(UUID().uuidString).nmea").path
        try Data().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let capture = TerminalCapture(source: Self.source(.file(path: path, speed: nil)), standardInputIsTerminal: false)
        let written = Written()
        do {
            _ = try await capture.run(configuration: CaptureSession.Configuration(policy: .default, autoCapture: true),
                                      prefix: "test: ", isTerminal: false, colored: false) { written.text += $0 }
            Issue.record("a capture was made from an empty file")
        } catch {
            guard case .sourceEnded = error else { Issue.record("\(error)"); return }
            #expect(written.text.hasSuffix("test: no capture: file:\(path) ended; no fix with a known accuracy was seen; nothing saved\n"),
                    "\(written.text)")
        }
    }
}
