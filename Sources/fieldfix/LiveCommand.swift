import ArgumentParser
import GPSD
import Positioning
import Receivers
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix live`: streams live accuracy, one line (or one NDJSON object) per fix.
struct LiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Stream live accuracy from gpsd or an NMEA source: one line per fix.",
        discussion: """
            Each line gives the time, position, accuracy ± m with its confidence, class, \
            satellites, HDOP, fix quality, and "capture ok" or why capture is refused. \
            Connection changes go to standard error. Ctrl-C or a closed pipe ends it with \
            status 0; a source that cannot be opened ends it with status 1.
            """
    )

    @OptionGroup var source: SourceOption

    @Flag(help: "Print newline-delimited JSON (gpsd TPV names plus FieldFix's accuracy fields).")
    var json = false

    @Option(help: "Stop after this many fixes.")
    var count: Int?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Confidence level of the accuracy radius: 68 or 95.")
    var confidence: ConfidenceArgument = .p68

    @Option(name: .customLong("max-accuracy"), help: "Capture needs an accuracy under this many metres.")
    var maxAccuracy: Double = CapturePolicy.default.maximumAccuracy

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if !(maxAccuracy > 0) { throw ValidationError("--max-accuracy must be a positive number of metres") }
    }

    func run() async throws {
        Interruption.install()
        let engine = AccuracyEngine(
            confidence: confidence.confidence, policy: CapturePolicy(maximumAccuracy: maxAccuracy))
        let service = LocationService(source: try source.url.makeSource(), engine: engine)
        let formatter = LocationLineFormatter(colored: !json && isatty(1) != 0 && getenv("NO_COLOR") == nil)
        let json = self.json, count = self.count
        let streaming = Task { () -> SourceError? in
            var fixes = 0
            for await status in service.statuses() {
                if let update = status.update, status.state == .fix || status.state == .noFix || status.state == .stale {
                    let line = json ? TPVEncoder.encode(update) : formatter.format(update)
                    guard StandardStream.output.write(line + "\n") else { return nil }
                    if status.state != .stale { fixes += 1 }
                    if let count, fixes >= count { return nil }
                } else if status.state != .ended || status.error == nil {
                    StandardStream.error.write("fieldfix live: \(status.note(source: service.source.name))\n")
                }
                if status.state == .ended { return status.error }
            }
            return nil
        }
        let watcher = Task {
            let started = ContinuousClock.now
            while !Task.isCancelled {
                if Interruption.happened { break }
                if let duration, ContinuousClock.now - started >= .seconds(duration) { break }
                try? await Task.sleep(for: .milliseconds(50))
            }
            streaming.cancel()
        }
        let failure = await streaming.value
        watcher.cancel()
        if let failure {
            StandardStream.error.write("fieldfix live: \(failure)\n")
            throw ExitCode(1)
        }
    }
}

extension LocationStatus {
    /// A line for standard error about a state that is not a fix.
    fileprivate func note(source: String) -> String {
        let detail = error.map { ": \($0.detail)" } ?? ""
        switch state {
        case .connecting: return "connecting to \(source)"
        case .connected: return "connected to \(source)"
        case .disconnected: return "lost \(source)\(detail); reconnecting"
        case .ended: return "\(source) ended"
        case .fix, .noFix, .stale: return state.rawValue
        }
    }
}

/// Ctrl-C (SIGINT) and SIGTERM, noted by a signal handler and polled by `live`, so that it
/// stops its source and exits with status 0. SIGPIPE is ignored: a closed pipe shows as
/// a failed write instead.
private enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Whether SIGINT or SIGTERM arrived.
    static var happened: Bool { flag.load(ordering: .relaxed) }

    /// Installs the handlers and unblocks the signals on this thread (a parent may have
    /// blocked them, and the mask is inherited).
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT) { _ in Interruption.flag.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in Interruption.flag.store(true, ordering: .relaxed) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

/// Standard output or error, written with `write(2)`, unbuffered.
private struct StandardStream {
    /// Standard output.
    static let output = StandardStream(fd: 1)
    /// Standard error.
    static let error = StandardStream(fd: 2)
    let fd: Int32

    /// Writes all of `text`; returns `false` when the reader has gone (EPIPE) or writing failed.
    @discardableResult
    func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
