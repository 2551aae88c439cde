import ArgumentParser
import Capture
import NMEA
import Output
import Positioning
import Receivers
#if canImport(Glibc)
import Glibc
import TextEncoding
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

    @Option(help: ArgumentHelp(
        "Also draw an SVG picture: the accuracy timeline, and a scatter of the fixes when the receiver stood still.",
        valueName: "file.svg"))
    var plot: String?

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
        var picture = try plot.map { path throws(PlotFile.Failure) in try ReplayPlot(path: path, title: file) }
        let onUpdate = { (update: LocationUpdate) in
            if let seconds = pacer?.delay(before: update.fix.time), seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            if json { TPVEncoder.write(update, motion: nil, to: &output) } else { output.raw(formatter.format(update).utf8) }
            output.raw(CollectionOfOne(UInt8(ascii: "\n")))
            picture?.add(update)
            if let location = capture?.feed(update) {
                picture?.capture(at: update)
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
        try picture?.write(gate: maxAccuracy, confidence: confidence.confidence)
        writeError("fieldfix replay: \(pipeline.ubxMessageCount) UBX messages, \(pipeline.sentenceCount) sentences, "
            + "\(pipeline.fixCount) fixes, \(pipeline.errorCount) errors")
    }
}

/// Writes a line to standard error.
private func writeError(_ line: String) {
    StandardStream.error.write(line + "\n")
}
