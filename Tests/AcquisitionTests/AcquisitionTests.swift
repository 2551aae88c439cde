import Acquisition
import Capture
import FieldStore
import Foundation
import Positioning
import Receivers
import Simulator
import Testing

/// Acquiring a location from Swift, as `fieldfix capture` and `near --source` do: from a
/// simulated receiver's log read as a file source.
///
/// No capture here has a timeout, and searches have ten minutes: the whole suite's async
/// tests share two threads on this machine, and a test whose tasks wait for one must not
/// fail by a clock that ran meanwhile. Each ends when its file does.
@Suite struct AcquisitionTests {
    /// A log of `seconds` of open sky, written to a temporary file.
    static func log(seconds: Double) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("acquisition-\(UUID().uuidString).nmea").path
        let output = ReceiverOutput(format: .nmea)
        let bytes = ReceiverSimulator(SimulationSettings(scenario: .openSky, seed: 4, duration: seconds)).flatMap(output.bytes(for:))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Records each fix shown, so the test can compare the frozen location with them.
    struct Heard: CaptureProgress {
        var fixes: [LocationUpdate] = []
        mutating func update(_ update: LocationUpdate) { fixes.append(update) }
        mutating func show(_ effects: [CaptureSession.Effect], _ session: CaptureSession) {}
        mutating func notice(_ text: String) {}
        mutating func finish() {}
    }

    @Test func aCaptureFromAFileFreezesAFixThatPassesTheGate() async throws {
        let path = try Self.log(seconds: 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = CaptureSource(.file(path: path, speed: nil), policy: .default, confidence: .p68)
        let configuration = CaptureSession.Configuration(policy: .default, autoCapture: true)
        let (location, context) = try await LocationAcquisition(source: source, configuration: configuration, readsKeys: false)
            .run(progress: Heard())
        #expect(location.horizontalAccuracy.meters < CapturePolicy.default.maximumAccuracy)
        #expect(location.horizontalAccuracy.confidence == .p68)
        #expect(context.origin == .file)
        #expect(context.ellipsoidalHeight != nil)
    }

    @Test func aSourceThatEndsFirstIsAFailureNamingIt() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("acquisition-empty-\(UUID().uuidString).nmea").path
        try Data().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = CaptureSource(.file(path: path, speed: nil), policy: .default, confidence: .p68)
        let configuration = CaptureSession.Configuration(policy: .default, autoCapture: true)
        do {
            _ = try await LocationAcquisition(source: source, configuration: configuration, readsKeys: false).run(progress: Heard())
            Issue.record("a capture was made from an empty file")
        } catch {
            guard case let .sourceEnded(reason, best) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains(path))
            #expect(best == nil)
        }
    }

    @Test func aCancelRequestEndsTheCapture() async throws {
        let path = try Self.log(seconds: 600)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A gate no fix can pass and a log read in real time, so that only the cancel request
        // ends the capture.
        let policy = CapturePolicy(maximumAccuracy: 0.001)
        let source = CaptureSource(.file(path: path, speed: 1), policy: policy, confidence: .p68)
        let configuration = CaptureSession.Configuration(policy: policy, autoCapture: true)
        let acquisition = LocationAcquisition(source: source, configuration: configuration, readsKeys: false, cancelRequested: { true })
        do {
            _ = try await acquisition.run(progress: Heard())
            Issue.record("a capture was made")
        } catch {
            guard case .cancelled = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func theFirstPassingFixCentresAQuery() async throws {
        let path = try Self.log(seconds: 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let location = try await PassingFixSearch(url: .file(path: path, speed: nil), timeout: 600).run()
        // The simulation starts at 48.137154, 11.576124; open-sky fixes lie within metres.
        #expect(abs(location.latitude - 48.137154) < 0.001)
        #expect(abs(location.longitude - 11.576124) < 0.001)
        #expect(location.horizontalAccuracy.meters < CapturePolicy.default.maximumAccuracy)
    }

    @Test func aSearchWithoutAFixSaysTheSourceEndedAndNoFixCame() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("search-empty-\(UUID().uuidString).nmea").path
        try Data().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try await PassingFixSearch(url: .file(path: path, speed: nil), timeout: 600).run()
            Issue.record("a fix was found in an empty file")
        } catch {
            #expect(error.description.hasSuffix("ended; no fix was received"))
        }
    }

    @Test func theWayBackLeadsToThePointFromEachFix() async throws {
        let path = try Self.log(seconds: 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The simulation starts at 48.137154, 11.576124 and stays there (open sky).
        let way = WayBack(url: .file(path: path, speed: nil), confidence: .p68, latitude: 48.137154, longitude: 11.576124)
        var ways: [Guidance] = []
        var ended = false
        await way.follow(duration: 600, stopRequested: { false }) { event in
            switch event {
            case let .way(_, guidance): ways.append(guidance)
            case let .status(status): ended = ended || status.state == .ended
            case let .failed(error): Issue.record("\(error)")
            }
            return true
        }
        #expect(ways.count >= 20)
        #expect(ways.allSatisfy { $0.distance < 30 && (0..<360).contains($0.bearing) })
        #expect(ways.contains { $0.arrived })
        #expect(ended)
        // Far away, nothing is reached.
        var far: [Guidance] = []
        await WayBack(url: .file(path: path, speed: nil), confidence: .p68, latitude: 48.2, longitude: 11.6)
            .follow(duration: 600, stopRequested: { false }) { event in
                if case let .way(_, guidance) = event { far.append(guidance) }
                return far.count < 3
            }
        #expect(far.count == 3)
        #expect(far.allSatisfy { !$0.arrived && $0.distance > 7_000 })
    }

    @Test func theWayBackStopsAfterCountWaysOrWhenTheOutputCloses() async throws {
        let path = try Self.log(seconds: 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let way = WayBack(url: .file(path: path, speed: nil), confidence: .p68, latitude: 48.137154, longitude: 11.576124)
        var written = 0
        var notes: [ConnectionState] = []
        try await way.follow(count: 5, duration: 600, stopRequested: { false }, write: { _, _ in written += 1; return true },
                             note: { notes.append($0.state) })
        #expect(written == 5)
        #expect(!notes.contains(.ended))
        var tries = 0
        try await way.follow(count: nil, duration: 600, stopRequested: { false }, write: { _, _ in tries += 1; return false }, note: { _ in })
        #expect(tries == 1)
        // To its end: every fix's way, and the end as a note.
        written = 0
        notes = []
        try await way.follow(count: nil, duration: 600, stopRequested: { false }, write: { _, _ in written += 1; return true },
                             note: { notes.append($0.state) })
        #expect(written >= 20)
        #expect(notes.last == .ended)
    }

    @Test func theWayBackThrowsTheErrorTheSourceFailedWith() async {
        let way = WayBack(url: .file(path: "/nonexistent/fieldfix-way-back.nmea", speed: nil), confidence: .p68, latitude: 0, longitude: 0)
        await #expect(throws: SourceError.self) {
            try await way.follow(count: nil, duration: 600, stopRequested: { false }, write: { _, _ in true }, note: { _ in })
        }
    }

    @Test func eachKindOfSourceHasItsOrigin() throws {
        let cases: [(String, LocationOrigin)] = [
            ("gpsd://localhost:2947", .gpsd), ("serial:///dev/ttyUSB0", .device), ("tcp://10.0.0.2:5000", .network),
            ("udp://:10110", .network), ("file:a.nmea", .file), ("-", .stdin),
        ]
        for (url, origin) in cases { #expect(LocationOrigin(try SourceURL(parsing: url)) == origin) }
    }
}
