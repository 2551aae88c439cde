import Foundation
import Synchronization
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real gpsd fed by `gpsfake` with one log, on a free loopback port, started by
/// scripts/gpsfake-run (the port rule, readiness wait and clean-up of
/// scripts/gpsfake-lib.bash, as every script has them); ends by itself when the log is done
/// (`-p`), or when the test stops it.
///
/// gpsfake single-steps (`-i`): it starts gpsd, adds the log's pseudo-terminal as a device,
/// and then waits for a line on its standard input before each sentence. `init` returns once
/// gpsd answers with that device; nothing is played until ``release()``. A test releases it
/// once its own client is connected: it then sees the whole log, however late a loaded
/// machine lets it connect. (Stopping gpsfake with SIGSTOP instead, as an earlier version
/// did, could stop it in the middle of its control-socket exchange with gpsd: gpsd then
/// blocks reading that socket and answers no client.)
final class GPSFake: Sendable {
    /// Why gpsd tests are skipped, or `nil` when gpsfake and the recordings are there.
    static let unavailableReason: String? = {
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsfake") { return "gpsfake is not installed (scripts/install-deps)" }
        if !FileManager.default.isExecutableFile(atPath: "/usr/sbin/gpsd") { return "gpsd is not installed (scripts/install-deps)" }
        if !FileManager.default.fileExists(atPath: recordings.path) { return "no recordings at \(recordings.path)" }
        return nil
    }()

    /// ../shared/recordings/gpsd from the package root.
    static let recordings = RecordedLogs.gpsdFolder.standardizedFileURL

    /// The port gpsd listens on.
    let port: Int
    /// The file that holds what gpsfake and its gpsd wrote (gpsd's log at `-D 2`: clients,
    /// devices, warnings), for a failing test to show; removed by ``stop()``.
    private let transcript: String
    /// scripts/gpsfake-run; its standard input is gpsfake's: a line lets it play one sentence.
    private let runner: RunningProgram
    /// How many lines ``release()`` sends: at least one per sentence of the log.
    private let sentences: Int
    /// Whether gpsfake runs (until ``stop()``) and whether it was released; the runner's
    /// input is written and closed under this lock.
    private let state = Mutex((running: true, released: false))

    /// Starts gpsfake with `log` (a file name in the recordings) on `port`, or on a free
    /// port, and returns once its gpsd answers with gpsfake's device; `cycle` paces the log
    /// once released (seconds per sentence, gpsfake's `-c`). gpsfake-run starts it again
    /// when it fails to come up (three times in all; see scripts/gpsfake-lib.bash).
    init(log: String, port: Int? = nil, cycle: Double? = nil) throws {
        let path = GPSFake.recordings.appendingPathComponent(log).path
        sentences = try Data(contentsOf: URL(fileURLWithPath: path)).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        transcript = FileManager.default.temporaryDirectory
            .appendingPathComponent("fieldfix-gpsfake-\(getpid())-\(UUID().uuidString.prefix(8)).log").path
        var arguments = ["--transcript", transcript]
        if let port { arguments += ["--port", String(port)] }
        arguments += ["-i", "-1", "-v", "-D", "2"]
        if let cycle { arguments += ["-c", String(cycle)] }
        arguments.append(path)
        runner = try Program(RecordedLogs.projectRoot.appendingPathComponent("scripts/gpsfake-run").path, arguments)
            .start(input: .pipe)
        do {
            // Three tries of up to about 25 s each on a loaded machine.
            self.port = try runner.wait(for: "gpsd ready", in: .stdout, timeout: 120) { text in
                text.split(separator: "\n").lazy.compactMap { $0.hasPrefix("ready ") ? Int($0.dropFirst(6)) : nil }.first
            }
        } catch {
            runner.closeInput()
            let said = (try? String(contentsOfFile: transcript, encoding: .isoLatin1)) ?? ""
            try? FileManager.default.removeItem(atPath: transcript)
            throw GPSFakeError(message: "gpsfake did not get ready: \(error)\n--- its output and gpsd's:\n"
                + said.split(separator: "\n").suffix(60).joined(separator: "\n"))
        }
    }

    deinit { stop() }

    /// Starts gpsfake as ``init(log:port:cycle:)`` does, on a thread of its own: the wait
    /// for gpsd (up to tens of seconds) must not hold one of the few threads that every
    /// async test of the run shares (two on two cores), or their clocks run while they
    /// cannot.
    static func start(log: String, port: Int? = nil, cycle: Double? = nil) async throws -> GPSFake {
        try await Loopback.offPool { try GPSFake(log: log, port: port, cycle: cycle) }
    }

    /// How long the tests give gpsd to answer a new connection (`GPSDSource`'s
    /// `connectTimeout`): more than its default 3 s, which a machine running the whole
    /// suite on two cores can exceed.
    static let answerTimeout = 10.0

    /// Lets gpsfake play the whole log; nothing more after the first call, or after ``stop()``.
    func release() {
        state.withLock { state in
            guard state.running && !state.released else { return }
            state.released = true
            try? runner.write(Data(repeating: UInt8(ascii: "\n"), count: sentences))  // fails once gpsfake has ended
        }
    }

    /// The last `lines` lines of ``transcript``.
    func transcriptTail(_ lines: Int = 60) -> String {
        let text = (try? String(contentsOfFile: transcript, encoding: .isoLatin1)) ?? "(no transcript at \(transcript))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    /// Stops gpsfake and its gpsd (gpsfake-run's clean-up: SIGTERM to their process group,
    /// SIGKILL after 5 s) and waits for it.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.running = false }
            if state.running { runner.closeInput() }  // an unreleased gpsfake ends on the end of its input
            return state.running
        }
        guard wasRunning else { return }
        runner.signal(SIGTERM)
        _ = try? runner.finish(timeout: 30)
        try? FileManager.default.removeItem(atPath: transcript)
    }
}

/// gpsfake did not come up.
struct GPSFakeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
