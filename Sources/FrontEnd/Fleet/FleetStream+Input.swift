import Receivers
import SystemIO

extension FleetStream {
    /// Reads one log through this stream, as a command does with a single file: after each
    /// chunk (and at the end) the diagnostics written go to `diagnostics`, then the lines to
    /// `lines` (``FleetOutput/flush(lines:diagnostics:)``).
    ///
    /// - Throws: `InputFile.Failure` when the log cannot be read; what was read is written.
    public mutating func run(reading input: InputFile, lines: FileDescriptor = .standardOutput,
                             diagnostics: FileDescriptor = .standardError) throws(InputFile.Failure) {
        var output = FleetOutput()
        while let chunk = try input.read() {
            feed(chunk, to: &output)
            output.flush(lines: lines, diagnostics: diagnostics)
        }
        finish(to: &output)
        output.flush(lines: lines, diagnostics: diagnostics)
    }
}
