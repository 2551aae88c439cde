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
        var (writer, pacer) = (self.writer, self.pacer)
        defer { (self.writer, self.pacer) = (writer, pacer) }
        var output = FleetOutput()
        let onUpdate = { (update: LocationUpdate) in
            if let seconds = pacer?.delay(before: update.fix.time), seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            writer.write(update, to: &output)
            observe(update, writer.captured)
            if pacer != nil || output.lines.count >= Self.outputBlock { output.flush() }
        }
        let onError = { (error: GNSSError) in
            writer.write(error, to: &output)
            if pacer != nil || output.diagnostics.count >= Self.outputBlock { output.flush() }
        }
        defer { output.flush() }
        while try pipeline.feed(upTo: InputFile.chunkSize, reading: input.read(into:)) > 0 {
            pipeline.drain(onUpdate: onUpdate, onError: onError)
        }
        pipeline.finish(onUpdate: onUpdate, onError: onError)
    }

    /// What was read: "3 UBX messages, 120 sentences, 40 fixes, 0 errors".
    public var counts: String {
        "\(pipeline.ubxMessageCount) UBX messages, \(pipeline.sentenceCount) sentences, \(pipeline.fixCount) fixes, \(pipeline.errorCount) errors"
    }
}
