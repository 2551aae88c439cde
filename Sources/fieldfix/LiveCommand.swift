import ArgumentParser
import FrontEnd
import GPSD
import NMEA
import Output
import Positioning
import Receivers
import SystemIO

/// `fieldfix live`: streams live accuracy, one line (or one NDJSON object) per fix.
struct LiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Stream live accuracy from gpsd or an NMEA or UBX source: one line per fix.",
        discussion: """
            Each line gives the time, position, accuracy ± m with its confidence, class, \
            satellites, HDOP, fix quality, whether the receiver is stationary, and "capture allowed" \
            or why capture is refused. Connection changes (connecting, connected, \
            disconnected, stale, ended) go to standard error; with --json they are also \
            written to standard output as {"class":"STATUS","state":...} lines. Ctrl-C or a \
            closed pipe ends it with status 0, SIGTERM with 143; a source that cannot be \
            opened ends it with status 1.

            Stationary means the last \(MotionDetector.defaultWindow) fixes all moved slower \
            than \(MotionDetector.defaultThreshold) m/s: by their speed over ground, or, without \
            one, by a displacement beyond their accuracy ("motion" in --json: stationary, \
            moving or unknown).
            """
    )

    @OptionGroup var source: SourceOption
    @Flag(help: "Print newline-delimited JSON (gpsd TPV names plus FieldFix's accuracy fields).") var json = false
    @OptionGroup var limits: StreamLimits
    @OptionGroup var assessment: AssessmentOptions

    func run() async throws {
        // A line shows the counts of satellites, not each one: fixes are made without their list.
        let fixSource = try source.url.makeSource(options: ParseOptions(keepsSatellitesInView: false))
        let service = LocationService(source: fixSource, engine: assessment.engine, geoid: DefaultGeoid.load(for: "live"))
        Interruption.install()
        let feed = StatusFeed(service, duration: limits.duration, stopRequested: { Interruption.happened })
        var encoder = LiveEncoder(json: json, colored: !json && ColorChoice.enabled(for: .output), source: service.source.name)
        let failure = await encoder.run(feed.statuses, count: limits.count, write: { StandardStream.output.write($0) },
                                        note: { TerminalText.printError("fieldfix live: \($0)") })
        await feed.stop()
        if let failure {
            TerminalText.printError("fieldfix live: \(failure)")
            throw ExitCode(1)
        }
    }
}
