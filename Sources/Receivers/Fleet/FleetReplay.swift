import Foundation
import NMEA
import Positioning
import SystemIO

/// A fleet's logs replayed on all cores: each file is an independent stream (its own
/// ``FleetStream``: for fixes, its own ``GNSSPipeline``, so its own epochs, learned cycle and
/// dates), read by one of a bounded number of worker threads, and its output is handed back
/// in file order.
///
/// The caller's thread delivers: it gets the first file's output as the worker writes it
/// (in pieces of up to one input chunk's worth), then the second file's, and so on, each
/// followed by the file's ``FleetFileSummary``. A worker starts a file at most
/// ``window`` files ahead of the one being delivered, so the output held in memory is that
/// of a few files at most.
///
/// ```swift
/// let replay = FleetReplay(paths: logs)
/// try replay.run(writer: { index, path in MyTPVWriter(file: path) },
///                deliver: { _, bytes in try out.write(bytes) },
///                finished: { summary in print(summary.path, summary.fixes) })
/// ```
public struct FleetReplay: Sendable {
    /// The logs, in the order their output is delivered.
    public var paths: [String]
    /// The most files read at once (less than 1 counts as 1); by default, the active
    /// processor count.
    public var workers: Int
    /// The engine that assesses every fix.
    public var engine: AccuracyEngine
    /// How strictly sentences are checked.
    public var options: ParseOptions
    /// The geoid model for fixes without a separation.
    public var geoid: GeoidGrid?
    /// Bytes read from a file at a time (by default ``SystemIO/InputFile/chunkSize``).
    public var chunkSize = InputFile.chunkSize

    /// Creates a replay of `paths` on `workers` threads.
    public init(
        paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        engine: AccuracyEngine = AccuracyEngine(), options: ParseOptions = ParseOptions(), geoid: GeoidGrid? = nil
    ) {
        self.paths = paths
        self.workers = max(1, workers)
        self.engine = engine
        self.options = options
        self.geoid = geoid
    }

    /// How many files past the one being delivered a worker may start.
    public var window: Int { 2 * max(1, workers) }

    /// Replays every file through its own pipeline and delivers the lines each writer
    /// writes, in file order, on the calling thread.
    ///
    /// - Parameters:
    ///   - writer: makes the writer of one file (its index and path), on that file's worker.
    ///   - deliver: called with each piece of a file's lines (never empty), in order.
    ///   - finished: called with each file's summary after its last piece.
    /// - Throws: the first error `deliver` or `finished` throws; the workers then stop
    ///   after their current chunk, and `run` returns once they have.
    public func run<W: FleetFileWriter>(
        writer: @escaping @Sendable (Int, String) -> W,
        deliver: (Int, [UInt8]) throws -> Void,
        finished: (FleetFileSummary) throws -> Void
    ) throws {
        try run(
            streams: { [engine, options, geoid] index, path in
                FleetPipelineStream(pipeline: GNSSPipeline(engine: engine, options: options, geoid: geoid), writer: writer(index, path))
            },
            deliver: { index, piece in if !piece.lines.isEmpty { try deliver(index, piece.lines) } },
            finished: finished)
    }

    /// Reads every file through its own stream and delivers the outputs in file order, on
    /// the calling thread.
    ///
    /// - Parameters:
    ///   - streams: makes the stream of one file (its index and path), on that file's worker.
    ///   - deliver: called with each piece of a file's output (never empty), in order.
    ///   - finished: called with each file's summary after its last piece.
    /// - Throws: the first error `deliver` or `finished` throws; the workers then stop
    ///   after their current chunk, and `run` returns once they have.
    public func run<S: FleetStream>(
        streams: @escaping @Sendable (Int, String) -> S,
        deliver: (Int, FleetOutput) throws -> Void,
        finished: (FleetFileSummary) throws -> Void
    ) throws {
        let shared = Shared(files: paths.count)
        let threads = min(max(1, workers), paths.count)
        for _ in 0..<threads {
            let worker = Thread { [self] in
                while let index = shared.claim(window: window) {
                    let summary = read(index, through: streams(index, paths[index]), to: shared)
                    shared.finish(index, summary)
                }
                shared.workerExited()
            }
            worker.start()
        }
        defer { shared.stopAndWait(for: threads) }
        for index in paths.indices {
            while true {
                let (pieces, summary) = shared.take(index)
                for piece in pieces { try deliver(index, piece) }
                if let summary {
                    try finished(summary)
                    break
                }
            }
        }
    }

    /// Reads one file through its stream, publishing its output after each chunk.
    func read<S: FleetStream>(_ index: Int, through stream: S, to shared: Shared) -> FleetFileSummary {
        var stream = stream
        let path = paths[index]
        var summary = FleetFileSummary(index: index, path: path)
        let file: InputFile
        do { file = try InputFile(path) } catch {
            summary.failure = .system(error.errno == ENOENT ? .notFound : .openFailed, source: path, call: "open", errno: error.errno)
            return summary
        }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var output = FleetOutput()
        while !shared.stopped {
            let read = chunk.withUnsafeMutableBytes { buffer in Result { () throws(InputFile.Failure) in try file.read(into: buffer) } }
            guard case let .success(count) = read else {
                if case let .failure(error) = read { summary.failure = .system(.readFailed, source: path, call: "read", errno: error.errno) }
                break
            }
            if count == 0 {
                stream.finish(to: &output)
                break
            }
            stream.feed(chunk[0..<count], to: &output)
            if !output.isEmpty {
                shared.publish(index, output)
                output = FleetOutput()
            }
        }
        if !output.isEmpty { shared.publish(index, output) }
        stream.count(into: &summary)
        return summary
    }

    /// The state the workers and the delivering thread share, behind one lock.
    final class Shared: @unchecked Sendable {
        private let condition = NSCondition()
        private var pieces: [[FleetOutput]]
        private var summaries: [FleetFileSummary?]
        private var nextFile = 0
        private var delivering = 0
        private var exited = 0
        private var stopRequested = false

        init(files: Int) {
            pieces = Array(repeating: [], count: files)
            summaries = Array(repeating: nil, count: files)
        }

        /// Whether the delivering thread gave up (a handler threw).
        var stopped: Bool {
            condition.lock()
            defer { condition.unlock() }
            return stopRequested
        }

        /// The next file to read, once it is within `window` files of the one being
        /// delivered; `nil` when none is left or the run stopped.
        func claim(window: Int) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !stopRequested, nextFile < pieces.count, nextFile >= delivering + window { condition.wait() }
            guard !stopRequested, nextFile < pieces.count else { return nil }
            defer { nextFile += 1 }
            return nextFile
        }

        /// Adds a piece of output of file `index`.
        func publish(_ index: Int, _ piece: FleetOutput) {
            condition.lock()
            pieces[index].append(piece)
            condition.broadcast()
            condition.unlock()
        }

        /// Marks file `index` done.
        func finish(_ index: Int, _ summary: FleetFileSummary) {
            condition.lock()
            summaries[index] = summary
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for output of file `index` and takes it: the pieces so far, and the
        /// summary once the file is done (then `index` counts as delivered).
        func take(_ index: Int) -> ([FleetOutput], FleetFileSummary?) {
            condition.lock()
            defer { condition.unlock() }
            while pieces[index].isEmpty && summaries[index] == nil { condition.wait() }
            let taken = pieces[index]
            pieces[index] = []
            let summary = summaries[index]
            if summary != nil {
                delivering = index + 1
                condition.broadcast()
            }
            return (taken, summary)
        }

        /// A worker has no more files.
        func workerExited() {
            condition.lock()
            exited += 1
            condition.broadcast()
            condition.unlock()
        }

        /// Stops the workers that are still reading and waits until all `count` have exited.
        func stopAndWait(for count: Int) {
            condition.lock()
            stopRequested = true
            condition.broadcast()
            while exited < count { condition.wait() }
            condition.unlock()
        }
    }
}
