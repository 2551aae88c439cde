#if canImport(Glibc)
import Glibc
#endif
import Positioning
import Receivers
import SystemIO

/// One log replayed as live data: through a ``GNSSPipeline``, each fix and error written by
/// a ``FixLineWriter``, lines to standard output and errors to standard error in blocks of
/// about ``outputBlock`` bytes (at once when paced by the log's own clock), the errors of a
/// block before its lines.
public struct LogReplay {
    /// The pipeline the log goes through; its counts say what was read.
    public private(set) var pipeline: GNSSPipeline
    /// How each fix and error is written.
    public private(set) var writer: FixLineWriter
    /// Paces the fixes by their timestamps; `nil` reads as fast as possible.
    public var pacer: ReplayPacer?

    /// Lines are written out in blocks of about this many bytes when not paced.
    public static let outputBlock = 1 << 16

    /// A replay through `pipeline`, written by `writer`, paced by `pacer` when given.
    public init(pipeline: GNSSPipeline, writer: FixLineWriter, pacer: ReplayPacer? = nil) {
        self.pipeline = pipeline
        self.writer = writer
        self.pacer = pacer
    }

    /// Reads `input` to its end. `observe` sees each fix after it is written, with whether
    /// the writer's auto-capture froze it.
    ///
    /// - Throws: `InputFile.Failure` when the log cannot be read; what was read is written.
    public mutating func run(_ input: InputFile, observe: (LocationUpdate, _ captured: Bool) -> Void = { _, _ in }) throws(InputFile.Failure) {
        // One variable for the closures to change, and closures written where they are passed:
        // a closure kept in a constant has each access to a variable it changes checked for
        // exclusivity at run time.
        var lines = Lines(writer: writer, pacer: pacer)
        defer { (writer, pacer) = (lines.writer, lines.pacer) }
        defer { lines.output.flush() }
        while try pipeline.feed(upTo: InputFile.chunkSize, reading: input.read(into:)) > 0 {
            pipeline.drain(onUpdate: { lines.write($0, observe: observe) }, onError: { lines.write($0) })
        }
        pipeline.finish(onUpdate: { lines.write($0, observe: observe) }, onError: { lines.write($0) })
    }

    /// What ``run(_:observe:)`` writes with, and the output it gathers.
    private struct Lines {
        var writer: FixLineWriter
        var pacer: ReplayPacer?
        var output = FleetOutput()

        /// Writes a fix (after the pacer's delay), shows it to `observe`, and writes out a
        /// full block.
        mutating func write(_ update: LocationUpdate, observe: (LocationUpdate, _ captured: Bool) -> Void) {
            if let seconds = pacer?.delay(before: update.fix.time), seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            writer.write(update, to: &output)
            observe(update, writer.captured)
            if pacer != nil || output.lines.count >= LogReplay.outputBlock { output.flush() }
        }

        /// Writes an error, and writes out a full block.
        mutating func write(_ error: GNSSError) {
            writer.write(error, to: &output)
            if pacer != nil || output.diagnostics.count >= LogReplay.outputBlock { output.flush() }
        }
    }

    /// What was read: "3 UBX messages, 120 sentences, 40 fixes, 0 errors".
    public var counts: String {
        "\(pipeline.ubxMessageCount) UBX messages, \(pipeline.sentenceCount) sentences, \(pipeline.fixCount) fixes, \(pipeline.errorCount) errors"
    }
}
