import Acquisition
import ArgumentParser
import FieldStore
import Output
import Positioning
import Receivers
import SystemIO

/// The options of `trees find` and `issues find`, and the loop they share: for each live
/// fix, the distance and bearing from the fix to the stored record, one line per fix, to
/// walk back to it.
///
/// A human line reads `2026-11-22T12:00:05.000Z  41 m, bearing 52° NE  ±3.2 m (68%) Excellent`,
/// ending in `arrived` once the record is within the fix's accuracy radius; `--json` writes
/// `"class":"FIND"` objects instead. Connection changes go to standard error. It stops after
/// `--count` fixes, `--duration` seconds, at the end of the source, or on Ctrl-C (status 0);
/// a source that fails ends it with status 1.
struct FindOptions: ParsableArguments {
    @OptionGroup var source: SourceOption

    @Flag(help: "Print newline-delimited JSON, one {\"class\":\"FIND\"...} object per fix.")
    var json = false

    @OptionGroup var limits: StreamLimits

    @Option(parsing: .unconditional, help: "Confidence level of the accuracy radius: 68 or 95.")
    var confidence: Confidence = .p68

    /// Streams the way to `target`, the stored record `id`, until a stop condition.
    ///
    /// - Throws: `ExitCode(1)` after printing why, when the source fails.
    func follow(to target: GeoPoint, id: Int64, command: String) async throws {
        let url = try source.url
        var fixes = 0
        var failure: SourceError?
        Interruption.install()
        let way = WayBack(url: url, confidence: confidence, latitude: target.latitude, longitude: target.longitude)
        await way.follow(duration: limits.duration, stopRequested: { Interruption.happened }) { event in
            switch event {
            case let .way(update, way):
                let line = json
                    ? GuidanceEncoder.encode(update, target: id, distance: way.distance, bearing: way.bearing, arrived: way.arrived)
                    : GuidanceEncoder.line(update, distance: way.distance, bearing: way.bearing, arrived: way.arrived)
                guard StandardStream.output.write(line + "\n") else { return false }
                fixes += 1
                return !limits.reached(fixes: fixes)
            case let .status(status):
                TerminalText.printError("fieldfix \(command): \(status.note(source: "\(url)"))")
                return true
            case let .failed(error):
                failure = error
                return false
            }
        }
        if let failure {
            TerminalText.printError("fieldfix \(command): \(failure)")
            throw ExitCode(1)
        }
    }
}
