import Acquisition
import ArgumentParser
import FieldStore
import FrontEnd
import Output
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
    @Flag(help: "Print newline-delimited JSON, one {\"class\":\"FIND\"...} object per fix.") var json = false
    @OptionGroup var limits: StreamLimits
    @OptionGroup var confidence: ConfidenceOption

    /// Streams the way to `target`, the stored record `id`, until a stop condition.
    ///
    /// - Throws: `ExitCode(1)` after printing why, when the source fails.
    func follow(to target: GeoPoint, id: Int64, command: String) async throws {
        let url = try source.url
        Interruption.install()
        let way = WayBack(url: url, confidence: confidence.level, latitude: target.latitude, longitude: target.longitude)
        do {
            try await way.follow(count: limits.count, duration: limits.duration, stopRequested: { Interruption.happened },
                                 write: { StandardStream.output.write(GuidanceEncoder.encode($0, way: $1, target: id, json: json) + "\n") },
                                 note: { TerminalText.printError("fieldfix \(command): \($0.note(source: "\(url)"))") })
        } catch {
            TerminalText.printError("fieldfix \(command): \(error)")
            throw ExitCode(1)
        }
    }
}
