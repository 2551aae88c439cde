import NMEA
import Positioning

/// Measures how fast a log goes through a processing stage (what `fieldfix bench` reports):
/// the bytes come from `next` in chunks, the stage counts what it reads per type, and the
/// wall time covers the whole run, reading included.
///
/// ```swift
/// let tally = try StreamBench(stage: .fix).run { try file.read() }
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

    /// Runs the stage over the chunks `next` gives until it gives `nil`.
    ///
    /// - Throws: what `next` throws.
    public func run<Failure: Error>(reading next: () throws(Failure) -> ArraySlice<UInt8>?) throws(Failure) -> StreamTally {
        let start = ContinuousClock.now
        var tally = switch stage {
        case .parse: try parse(next)
        case .fix: try fix(next)
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
    private func parse<Failure: Error>(_ next: () throws(Failure) -> ArraySlice<UInt8>?) throws(Failure) -> StreamTally {
        var reader = GNSSReader(options: options)
        var tally = StreamTally()
        while let chunk = try next() {
            reader.feed(chunk)
            reader.read(into: &tally)
        }
        reader.finish()
        reader.read(into: &tally)
        return tally
    }

    /// Streams every sentence and UBX message through ``GNSSPipeline``: assembly into
    /// fixes, accuracy and the capture gate (each fix is assessed), counting them per type
    /// on the way.
    private func fix<Failure: Error>(_ next: () throws(Failure) -> ArraySlice<UInt8>?) throws(Failure) -> StreamTally {
        var pipeline = GNSSPipeline(options: options)
        var tally = StreamTally()
        var allowed = 0
        let onUpdate = { (update: LocationUpdate) in
            if update.verdict.isAllowed { allowed += 1 }
        }
        let onError = { (_: GNSSError) in }
        while let chunk = try next() {
            pipeline.feed(chunk)
            pipeline.drain(observing: &tally, onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(observing: &tally, onUpdate: onUpdate, onError: onError)
        tally.fixes = pipeline.fixCount
        tally.captureAllowed = allowed
        return tally
    }
}
