@testable import FrontEnd
import Positioning
import Receivers
import TestSupport
import Testing
@testable import Output

/// `LiveEncoder.run(_:count:write:note:)`: the loop of `fieldfix live` over a source's statuses.
@Suite struct LiveEncoderRunTests {
    static let failure = SourceError(.connectionFailed, source: "test", detail: "connection refused")

    /// Two fixes, then the source ending on `failure`.
    static func statuses() -> AsyncStream<LocationStatus> {
        let update = SampleUpdate.update()
        return AsyncStream { continuation in
            [LocationStatus(state: .connected), LocationStatus(state: .fix, update: update),
             LocationStatus(state: .fix, update: update), LocationStatus(state: .ended, error: failure)]
                .forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    /// A line `run` wrote, without the newline it must end with.
    static func line(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        #expect(bytes.last == UInt8(ascii: "\n"))
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    @Test func writesEveryLineAndReturnsTheFailureTheSourceEndedWith() async {
        var encoder = LiveEncoder(json: true, colored: false, source: "test")
        var lines: [String] = []
        var notes: [String] = []
        let failure = await encoder.run(Self.statuses(), count: nil, write: { lines.append(Self.line($0)); return true }, note: { notes.append($0) })
        #expect(failure == Self.failure)
        #expect(lines.filter { $0.hasPrefix(#"{"class":"TPV""#) }.count == 2)
        #expect(lines.contains { $0.contains(#""class":"STATUS""#) })
        #expect(!notes.isEmpty)
    }

    @Test func stopsAfterCountFixes() async {
        var encoder = LiveEncoder(json: false, colored: false, source: "test")
        var lines: [String] = []
        let failure = await encoder.run(Self.statuses(), count: 1, write: { lines.append(Self.line($0)); return true }, note: { _ in })
        #expect(failure == nil)
        #expect(lines.count == 1)
    }

    @Test func stopsWhenTheOutputIsClosed() async {
        var encoder = LiveEncoder(json: false, colored: false, source: "test")
        var writes = 0
        let failure = await encoder.run(Self.statuses(), count: nil, write: { _ in writes += 1; return false }, note: { _ in })
        #expect(failure == nil)
        #expect(writes == 1)
    }
}
