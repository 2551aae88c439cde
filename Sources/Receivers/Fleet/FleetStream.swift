/// What a ``FleetReplay`` does with one file: reads its chunks in order, writing lines and
/// diagnostics, and says what it counted. Each file gets its own stream, made and used on
/// the worker that reads the file.
public protocol FleetStream: SendableMetatype {
    /// Reads the next chunk of the file.
    mutating func feed(_ chunk: ArraySlice<UInt8>, to output: inout FleetOutput)
    /// Reads what is left at the end of the file.
    mutating func finish(to output: inout FleetOutput)
    /// Adds the counts so far (sentences, messages, errors, fixes, verdicts) to `summary`.
    func count(into summary: inout FleetFileSummary)
}
