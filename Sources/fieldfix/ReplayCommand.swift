import ArgumentParser
import Capture
import FrontEnd
import NMEA
import Output
import Pictures
import Positioning
import Receivers
import SystemIO

/// `fieldfix replay FILE...|-`: a recorded NMEA or UBX log through the same pipeline as live data,
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

            With several files, each is an independent stream on --workers threads, in file \
            order; lines begin with "FILE: " (JSON: a "file" member first), errors go to \
            standard error, and a summary per file ends the run (JSON: {"class":"SUMMARY"} \
            lines); an unreadable file makes the status 1. --speed and --plot take one file.
            """
    )

    @Argument(help: "The NMEA or UBX logs to replay, or - for standard input.") var files: [String]
    @Flag(help: "Print newline-delimited JSON (gpsd TPV names plus FieldFix's accuracy fields).") var json = false
    @OptionGroup var assessment: AssessmentOptions
    @Option(help: "Pace output by the log's own timestamps: 1 (as recorded), 10, or max.") var speed: ReplaySpeed = .max
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Run a capture session with auto-capture: freeze the first fix the gate allows with an accuracy under this many metres.",
        valueName: "metres"))
    var autoCapture: Double?
    @Option(help: ArgumentHelp(
        "Also draw an SVG picture: the accuracy timeline, and a scatter of the fixes when the receiver stood still.",
        valueName: "file.svg"))
    var plot: String?
    @OptionGroup var fleet: FleetOptions

    func validate() throws {
        try fleet.validate(files)
        if files.count > 1 && (speed != .max || plot != nil) {
            throw ValidationError("--speed and --plot take one file.")
        }
        if let autoCapture, !(autoCapture > 0) {
            throw ValidationError("--auto-capture must be a positive number of metres")
        }
    }

    func run() throws {
        let formatter = LocationLineFormatter(colored: !json && ColorChoice.enabled(for: .output))
        // The same options as `live`'s, so that a log and its receiver read live get the same verdicts.
        let policy = assessment.policy
        let engine = assessment.engine
        let geoid = DefaultGeoid.load(for: "replay")
        let format: FixLineWriter.Format = json ? .tpv : .text(formatter)
        // Its lines show counts of satellites, no sky: GSV's satellites are checked, not kept.
        let options = ParseOptions(keepsSatellitesInView: false)
        let capture = autoCapture.map { AutoCapture(target: $0, policy: policy) }
        if files.count > 1 {
            return try fleet.run(files, command: "replay", json: json) { _, path in
                FleetPipelineStream(pipeline: GNSSPipeline(engine: engine, options: options, geoid: geoid),
                                    writer: FixLineWriter(format: format, file: path, errorPrefix: "fieldfix replay", autoCapture: capture))
            }
        }
        let file = files[0]
        var replay = LogReplay(pipeline: GNSSPipeline(engine: engine, options: options, geoid: geoid),
                               writer: FixLineWriter(format: format, errorPrefix: "fieldfix replay", autoCapture: capture),
                               pacer: speed.factor.map { ReplayPacer(speed: $0) })
        let plotFile = try plot.map { path throws(PlotFile.Failure) in try PlotFile(path: path) }
        var picture = plot.map { _ in ReplayPlot(title: file) }
        try replay.run(try InputFile(file)) { update, captured in
            picture?.add(update)
            if captured { picture?.capture(at: update) }
        }
        if let picture { try plotFile?.commit(picture.svg(gate: assessment.maxAccuracy, confidence: assessment.confidence.level)) }
        StandardStream.error.write("fieldfix replay: \(replay.counts)\n")
    }
}

extension ReplaySpeed: ExpressibleByArgument {}
