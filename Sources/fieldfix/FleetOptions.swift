import ArgumentParser
import FrontEnd
import Output
import Receivers

/// `--workers N` and the run of several logs as a fleet (`replay`, `decode`): each file an
/// independent stream on its own worker, output in file order, a summary per file at the end.
struct FleetOptions: ParsableArguments {
    @Option(help: "With several files: how many are read at once (default: the processor count).") var workers: Int?

    /// Checks the file list and `--workers`.
    func validate(_ files: [String]) throws {
        if files.isEmpty { throw ValidationError("Give a log to read.") }
        if files.count > 1 && files.contains("-") { throw ValidationError("Several files cannot include standard input (-).") }
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1.") }
    }

    /// Reads `files` with ``FleetPrinter``; exits with status 1 when a file could not be read.
    func run<S: FleetStream>(
        _ files: [String], command: String, json: Bool, streams: @escaping @Sendable (Int, String) -> S
    ) throws {
        var replay = FleetReplay(paths: files)
        if let workers { replay.workers = workers }
        let summaries = try FleetPrinter(command: "fieldfix \(command)", json: json).run(replay, streams: streams)
        if summaries.contains(where: { $0.failure != nil }) { throw ExitCode.failure }
    }
}
