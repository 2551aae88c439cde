import NMEA
import Positioning
import SystemIO

/// Measures how fast a log goes through a processing stage (what `fieldfix bench` reports):
/// `read` writes the bytes straight into the parser's buffer, the stage counts what it
/// reads per type, and the wall time covers the whole run, reading included.
///
/// ```swift
/// let tally = try StreamBench(stage: .fix).run(reading: file.read(into:))
/// print(tally.fixes ?? 0, tally.seconds)
/// ```
public struct StreamBench: Sendable {
    /// How far each sentence goes.
    public enum Stage: String, CaseIterable, Sendable {
        /// Framing, checksum and typed parsing of every sentence and UBX message.
        case parse
        /// The whole fix pipeline: parsing, epoch assembly, accuracy and capture gate.
        case fix
    }

    /// The stage measured.
    public var stage: Stage
    /// How strictly sentences are checked.
    public var options: ParseOptions

    /// Creates a bench of `stage`.
    public init(stage: Stage = .fix, options: ParseOptions = ParseOptions()) {
        self.stage = stage
        self.options = options
    }

    /// The most bytes asked of `read` at a time: what an ``SystemIO/InputFile`` reads.
    public static let chunkSize = InputFile.chunkSize

    /// Runs the stage over the bytes `read` writes (given room for ``chunkSize`` bytes, it
    /// returns how many it wrote) until it returns 0.
    ///
    /// - Throws: what `read` throws.
    public func run<Failure: Error>(reading read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int) throws(Failure) -> StreamTally {
        let start = ContinuousClock.now
        var tally = switch stage {
        case .parse: try parse(read)
        case .fix: try fix(read)
        }
        tally.seconds = Self.seconds(since: start)
        return tally
    }

    /// The wall time since `start`, in seconds.
    public static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    /// Frames and parses every sentence and UBX message.
    private func parse<Failure: Error>(_ read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int) throws(Failure) -> StreamTally {
        var reader = GNSSReader(options: options)
        var tally = StreamTally()
        while try reader.feed(upTo: Self.chunkSize, reading: read) > 0 {
            reader.read(into: &tally)
        }
        reader.finish()
        reader.read(into: &tally)
        return tally
    }

    /// Streams every sentence and UBX message through ``GNSSPipeline``: assembly into
    /// fixes, accuracy and the capture gate (each fix is assessed), counting them per type
    /// on the way.
    private func fix<Failure: Error>(_ read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int) throws(Failure) -> StreamTally {
        var pipeline = GNSSPipeline(options: options)
        var tally = StreamTally()
        var allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            if update.verdict.isAllowed { allowed += 1 }
        }
        let onError = { (_: GNSSError) in }
        while try pipeline.feed(upTo: Self.chunkSize, reading: read) > 0 {
            pipeline.drain(observing: &tally, onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(observing: &tally, onUpdate: onUpdate, onError: onError)
        tally.fixes = pipeline.fixCount
        tally.captureAllowed = allowed
        return tally
    }
}
