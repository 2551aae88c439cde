import Positioning

/// A file's stream of fixes for ``FleetReplay``: its own ``GNSSPipeline`` (so its own epochs,
/// learned cycle and dates), each fix and error handed to a ``FleetFileWriter``, and the
/// capture verdicts counted.
public struct FleetPipelineStream<Writer: FleetFileWriter>: FleetStream {
    private var pipeline: GNSSPipeline
    private var writer: Writer
    private var verdicts = FleetFileSummary(index: 0, path: "")

    /// Creates a stream through `pipeline` that writes with `writer`.
    public init(pipeline: GNSSPipeline, writer: Writer) {
        self.pipeline = pipeline
        self.writer = writer
    }

    public mutating func feed(_ chunk: ArraySlice<UInt8>, to output: inout FleetOutput) {
        pipeline.feed(chunk)
        read(to: &output, ending: false)
    }

    public mutating func finish(to output: inout FleetOutput) {
        read(to: &output, ending: true)
    }

    /// Drains the pipeline (or finishes it when `ending`), writing and counting each event.
    private mutating func read(to output: inout FleetOutput, ending: Bool) {
        var writer = self.writer
        var verdicts = self.verdicts
        var written = output
        let onUpdate = { (update: LocationUpdate) in
            verdicts.count(update.verdict)
            writer.write(update, to: &written)
        }
        let onError = { (error: GNSSError) in writer.write(error, to: &written) }
        if ending {
            pipeline.finish(onUpdate: onUpdate, onError: onError)
        } else {
            pipeline.drain(onUpdate: onUpdate, onError: onError)
        }
        self.writer = writer
        self.verdicts = verdicts
        output = written
    }

    public func count(into summary: inout FleetFileSummary) {
        summary.sentences += pipeline.sentenceCount
        summary.ubxMessages += pipeline.ubxMessageCount
        summary.errors += pipeline.errorCount
        summary.fixes += pipeline.fixCount
        summary.allowed += verdicts.allowed
        summary.refusals.merge(verdicts.refusals, uniquingKeysWith: +)
    }
}
