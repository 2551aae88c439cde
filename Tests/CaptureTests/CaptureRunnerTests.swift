import Capture
import Positioning
import Testing

/// The capture runner: inputs in, a frozen location or a typed failure out, progress reported.
@Suite struct CaptureRunnerTests {
    /// A clock that stays at one instant: the runner's outcome must not depend on wall time.
    struct StillClock: MonotonicClock {
        func now() -> Instant { Instant(seconds: 10) }
        func sleep(until deadline: Instant) async throws {}
    }

    /// Everything the runner reported, in order.
    struct Recorder: CaptureProgress {
        var events: [String] = []
        mutating func update(_ update: LocationUpdate) { events.append("update") }
        mutating func show(_ effects: [CaptureSession.Effect], _ session: CaptureSession) { events.append("\(session.state.phase)") }
        mutating func notice(_ text: String) { events.append("notice " + text) }
        mutating func finish() { events.append("finish") }
    }

    static func inputs(_ list: [CaptureInput]) -> AsyncStream<CaptureInput> {
        AsyncStream { continuation in
            list.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    static func runner(auto: Bool) -> CaptureRunner<Recorder> {
        CaptureRunner(configuration: CaptureSession.Configuration(autoCapture: auto, timeout: 60), progress: Recorder(), clock: StillClock())
    }

    @Test func autoCaptureFreezesTheFirstPassingFixAndKeepsIt() async throws {
        var runner = Self.runner(auto: true)
        let good = update(latitude: 10, longitude: 20, meters: 4)
        let location = try await runner.run(Self.inputs([.notice("connected"), .update(update(meters: 30)), .update(good)]))
        #expect(location.latitude == 10 && location.longitude == 20)
        #expect(runner.lastUpdate == good)
        #expect(runner.progress.events.first == "acquiring")
        #expect(runner.progress.events.contains("notice connected"))
        #expect(runner.progress.events.last == "finish")
    }

    @Test func aManualCaptureWaitsForTheKey() async throws {
        var runner = Self.runner(auto: false)
        let location = try await runner.run(Self.inputs([.update(update(meters: 4)), .tick, .capture]))
        #expect(location.horizontalAccuracy.meters == 4)
    }

    @Test func theEndOfTheSourceFailsWithTheBestFixSeen() async {
        var runner = Self.runner(auto: false)
        let poor = update(meters: 30)
        await #expect {
            _ = try await runner.run(Self.inputs([.update(poor), .sourceEnded("tcp://x ended")]))
        } throws: { error in
            guard case let .sourceEnded(reason, best) = error as? CaptureFailure else { return false }
            return reason == "tcp://x ended" && best == poor
        }
    }

    @Test func cancellingFailsAsCancelled() async {
        var runner = Self.runner(auto: false)
        await #expect {
            _ = try await runner.run(Self.inputs([.update(update(meters: 4)), .cancel]))
        } throws: { error in
            if case .cancelled = error as? CaptureFailure { return true }
            return false
        }
    }

    @Test func inputsEndingWithoutACaptureSayTheSourceEnded() async {
        var runner = Self.runner(auto: false)
        await #expect {
            _ = try await runner.run(Self.inputs([.tick]))
        } throws: { error in
            guard case let .sourceEnded(reason, best) = error as? CaptureFailure else { return false }
            return reason == "the source ended" && best == nil
        }
    }
}
