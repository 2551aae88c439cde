import ArgumentParser
import FrontEnd
import NMEA
import Output
import Receivers
import SystemIO

/// `fieldfix bench FILE`: streams a log through a processing stage and reports throughput.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast a log goes through the NMEA and UBX pipeline.",
        discussion: """
            Streams FILE (or - for standard input) in 1 MiB chunks and prints the number of \
            NMEA sentences and UBX messages, the count per type (UBX types as NAV-PVT...), \
            errors, wall time, sentences per second and messages (sentences and UBX \
            messages) per second. --json prints {"sentences", "ubxMessages", "errors", \
            "byType", "seconds", "sentencesPerSecond", "messagesPerSecond"}. \
            The fix stage (the default) also prints fixes and fixes per second ("fixes", \
            "fixesPerSecond"); it runs what replay runs, which keeps the counts of \
            satellites in view but not each one (--sky keeps them and gives each fix its list \
            of them, as serve does).

            With several files (the fix stage), each is an independent stream replayed by \
            FleetReplay on --workers threads (default: the processor count), and bench prints \
            one line per file (fixes, errors, capture verdicts) and the totals; --tpv also \
            encodes every fix as a TPV line, as replay --json does, and counts the bytes.
            """
    )

    @Argument(help: "The NMEA or UBX logs to read, or - for standard input.") var files: [String]
    @OptionGroup var fleet: FleetOptions
    @Flag(help: "With several files: also encode each fix as a TPV JSON line.") var tpv = false
    @Option(help: "How far each sentence goes: parse (framing, checksums, typed fields) or fix (also epoch assembly, accuracy and the capture gate).")
    var stage: StreamBench.Stage = .fix
    @Flag(help: "Fix stage: keep each satellite in view and give each fix its list of them, as serve does.") var sky = false
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        try fleet.validate(files)
        if files.count > 1 && (stage != .fix || json) {
            throw ValidationError("Several files go through the fix stage only, as text.")
        }
        if sky && stage != .fix { throw ValidationError("--sky goes with the fix stage: the parse stage keeps every field.") }
    }

    /// What the sentences keep: every field in the parse stage; in the fix stage, GSV's
    /// satellites only with --sky.
    var options: ParseOptions { ParseOptions(keepsSatellitesInView: stage == .parse || sky) }

    func run() throws {
        if files.count > 1 { return try runFleet() }
        let input = try InputFile(files[0])
        let tally = try StreamBench(stage: stage, options: options).run(reading: input.read(into:))
        print(json ? BenchReport.json(tally) : BenchReport.text(tally))
    }

    /// Replays every file with ``FleetBench``; prints a line per file, the totals and the time.
    func runFleet() throws {
        let result = try FleetBench(paths: files, workers: fleet.workers, tpv: tpv, options: options).run()
        print(result.report)
        if result.failed { throw ExitCode.failure }
    }
}

extension StreamBench.Stage: ExpressibleByArgument {}
