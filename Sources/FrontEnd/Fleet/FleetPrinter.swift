import Receivers
import SystemIO

/// Runs a ``FleetReplay`` for a command line: each file's lines go to `output` and its
/// diagnostics to `diagnostics` as they arrive, in file order; then a summary per file
/// (``FleetSummaryEncoder``): `"class":"SUMMARY"` JSON lines on `output` with `json`, lines
/// for people on `diagnostics` otherwise. A file that could not be read is also named on
/// `diagnostics`, prefixed with `command`.
public struct FleetPrinter {
    /// The command that prefixes failures (`fieldfix replay`).
    public var command: String
    /// Whether summaries are JSON lines on `output`.
    public var json: Bool
    /// Where lines and JSON summaries go.
    public var output = FileDescriptor.standardOutput
    /// Where diagnostics and text summaries go.
    public var diagnostics = FileDescriptor.standardError

    /// Creates a printer for `command`, with JSON summaries when `json`.
    public init(command: String, json: Bool) {
        self.command = command
        self.json = json
    }

    /// Runs `replay` with the stream `streams` makes for each file.
    ///
    /// - Returns: every file's summary, in file order.
    /// - Throws: ``SystemError`` when writing fails (the reader of `output` has gone).
    public func run<S: FleetStream>(
        _ replay: FleetReplay, streams: @escaping @Sendable (Int, String) -> S
    ) throws -> [FleetFileSummary] {
        var summaries: [FleetFileSummary] = []
        try replay.run(
            streams: streams,
            deliver: { _, piece in
                try output.writeAll(piece.lines)
                try diagnostics.writeAll(piece.diagnostics)
            },
            finished: { summary in
                summaries.append(summary)
                if let failure = summary.failure { try diagnostics.writeAll("\(command): \(failure)\n") }
            })
        for summary in summaries {
            if json {
                try output.writeAll(FleetSummaryEncoder.json(summary) + "\n")
            } else {
                try diagnostics.writeAll(FleetSummaryEncoder.text(summary) + "\n")
            }
        }
        return summaries
    }
}
