import NMEA
import Receivers

/// What `fieldfix bench` measures over several logs: each an independent stream replayed by
/// ``FleetReplay`` through the fix stage on its workers, every fix encoded as a TPV line
/// (as `replay --json` writes it, its bytes counted) when `tpv`, else only counted.
///
/// ```swift
/// let result = try FleetBench(paths: ["a.nmea", "b.nmea"], workers: 2).run()
/// print(result.report)
/// ```
public struct FleetBench: Sendable {
    /// What a run measured.
    public struct Result: Sendable, Hashable {
        /// Each file's summary, in file order.
        public var summaries: [FleetFileSummary]
        /// The worker threads.
        public var workers: Int
        /// The bytes of the TPV lines, when they were encoded.
        public var outputBytes: Int?
        /// The wall time, seconds.
        public var seconds: Double

        /// Whether a file could not be read.
        public var failed: Bool { summaries.contains { $0.failure != nil } }

        /// The report for people (``BenchReport/text(fleet:workers:outputBytes:seconds:)``).
        public var report: String {
            BenchReport.text(fleet: summaries, workers: workers, outputBytes: outputBytes, seconds: seconds)
        }
    }

    /// The replay: the files and the workers.
    public var replay: FleetReplay
    /// Whether each fix is encoded as a TPV line.
    public var tpv: Bool

    /// A bench of `paths` on `workers` threads (`nil`: the processor count), their
    /// sentences read with `options`.
    public init(paths: [String], workers: Int? = nil, tpv: Bool = false, options: ParseOptions = ParseOptions()) {
        replay = FleetReplay(paths: paths, options: options)
        if let workers { replay.workers = max(1, workers) }
        self.tpv = tpv
    }

    /// Replays every file and times it; a file that cannot be read is summarized with its
    /// failure, and the others are still read.
    public func run() throws -> Result {
        let start = ContinuousClock.now
        var bytes = 0
        var summaries: [FleetFileSummary] = []
        let format: FixLineWriter.Format? = tpv ? .tpv : nil
        try replay.run(writer: { _, _ in FixLineWriter(format: format) }, deliver: { bytes += $1.count },
                       finished: { summaries.append($0) })
        return Result(summaries: summaries, workers: replay.workers, outputBytes: tpv ? bytes : nil,
                      seconds: StreamBench.seconds(since: start))
    }
}
