import ArgumentParser
import Capture
import NMEA
import Output
import Positioning
import Receivers
#if canImport(Glibc)
import Glibc
#endif

/// `fieldfix replay FILE|-`: a recorded NMEA or UBX log through the same pipeline as live data,
/// one line (or one NDJSON object) per fix.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an NMEA or UBX log: one line per fix with its accuracy, class and capture verdict.",
        discussion: """
            Parse errors go to standard error, with counts at the end; the exit status is 0 \
            when the log was read to its end, whatever it contained. With --auto-capture, a \
            capture session runs over the fixes as they arrive and the location it freezes is \
            printed (a "CAPTURE" line with --json).
            """
    )

    /// How fast to replay.
    enum Speed: String, ExpressibleByArgument, CaseIterable {
        /// As recorded.
        case realTime = "1"
        /// Ten times as fast as recorded.
        case tenfold = "10"
        /// As fast as possible (the default).
        case max

        /// The divisor of the log's own time gaps, or `nil` for no pacing.
        var factor: Double? {
            switch self {
            case .realTime: return 1
            case .tenfold: return 10
            case .max: return nil
            }
        }
    }

    @Argument(help: "The NMEA or UBX log to replay, or - for standard input.")
    var file: String

    @Flag(help: "Print newline-delimited JSON (gpsd TPV names plus FieldFix's accuracy fields).")
    var json = false

    @Option(help: "Confidence level of the accuracy radius: 68 or 95.")
    var confidence: ConfidenceArgument = .p68

    @Option(name: .customLong("max-accuracy"), help: "Capture needs an accuracy under this many metres.")
    var maxAccuracy: Double = CapturePolicy.default.maximumAccuracy

    @OptionGroup var speedLimit: SpeedLimitOption

    @Option(help: "Pace output by the log's own timestamps: 1 (as recorded), 10, or max.")
    var speed: Speed = .max

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Run a capture session with auto-capture: freeze the first fix the gate allows with an accuracy under this many metres.",
        valueName: "metres"))
    var autoCapture: Double?

    /// Output is written in blocks of about this many bytes when not paced.
    static let outputBlock = 1 << 16

    func validate() throws {
        if !(maxAccuracy > 0) { throw ValidationError("--max-accuracy must be a positive number of metres") }
        if let autoCapture, !(autoCapture > 0) {
            throw ValidationError("--auto-capture must be a positive number of metres")
        }
    }

    func run() throws {
        let formatter = LocationLineFormatter(colored: !json && ColorChoice.enabled(for: STDOUT_FILENO))
        var pacer = speed.factor.map { ReplayPacer(speed: $0) }
        // The same policy as `live`'s, so that a log and its receiver read live get the same verdicts.
        let policy = CapturePolicy(maximumAccuracy: maxAccuracy, maximumSpeed: speedLimit.metersPerSecond)
        let engine = AccuracyEngine(confidence: confidence.confidence, policy: policy)
        var pipeline = GNSSPipeline(engine: engine, geoid: DefaultGeoid.load(for: "replay"))
        var capture = autoCapture.map { AutoCapture(target: $0, policy: engine.policy) }
        // Lines gather in one reused buffer, written out in blocks (after each line when paced).
        var output = JSONWriter(capacity: Self.outputBlock + 4096)
        let paced = pacer != nil
        let onUpdate = { (update: LocationUpdate) in
            if let seconds = pacer?.delay(before: update.fix.time), seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            if json { TPVEncoder.write(update, motion: nil, to: &output) } else { output.raw(formatter.format(update).utf8) }
            output.raw(CollectionOfOne(UInt8(ascii: "\n")))
            if let location = capture?.feed(update) {
                if json { CaptureEncoder.write(location, to: &output) } else { output.raw(("captured (auto): " + formatter.format(update)).utf8) }
                output.raw(CollectionOfOne(UInt8(ascii: "\n")))
            }
            if paced || output.bytes.count >= Self.outputBlock {
                StandardStream.output.write(output.text)
                output.removeAll()
            }
        }
        let onError = { (error: GNSSError) in
            writeError("fieldfix replay: \(error)")
        }
        let input = try InputFile(file)
        while let chunk = try input.read() {
            pipeline.feed(chunk)
            pipeline.drain(onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(onUpdate: onUpdate, onError: onError)
        StandardStream.output.write(output.text)
        writeError("fieldfix replay: \(pipeline.ubxMessageCount) UBX messages, \(pipeline.sentenceCount) sentences, "
            + "\(pipeline.fixCount) fixes, \(pipeline.errorCount) errors")
    }
}

/// A capture session with auto-capture over replayed fixes, its event times taken from the
/// fixes' own timestamps; it freezes one location, then ignores the rest.
private struct AutoCapture {
    private var session: CaptureSession
    private let origin = ContinuousClock.now
    private var first: Int64?

    init(target: Double, policy: CapturePolicy) {
        session = CaptureSession(configuration: .init(policy: policy, autoCapture: true, target: target))
        _ = session.handle(.start(now: origin))
    }

    /// Hands one update to the session; returns the location when this update froze it.
    mutating func feed(_ update: LocationUpdate) -> CapturedLocation? {
        for effect in session.handle(.fix(update, now: instant(of: update.fix.time))) {
            guard case .entered(.frozen) = effect else { continue }
            for saved in session.handle(.save) {
                if case let .persist(location) = saved { return location }
            }
        }
        return nil
    }

    /// The instant of a fix: the origin plus its time since the first fix (the assembler
    /// emits no fix without a time; one would count as the origin).
    private mutating func instant(of time: FixTime?) -> ContinuousClock.Instant {
        guard let time else { return origin.advanced(by: .milliseconds(0)) }
        var now = time.unixMilliseconds ?? Int64(time.millisecondOfDay)
        let start = first ?? now
        first = start
        if now < start { now += 86_400_000 }  // past midnight without a date
        return origin.advanced(by: .milliseconds(now - start))
    }
}

/// Writes a line to standard error.
private func writeError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
