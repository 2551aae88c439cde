import Receivers
import SystemIO

extension FleetStream {
    /// Reads one log through this stream, as a command does with a single file: after each
    /// chunk (and at the end) the diagnostics written go to `diagnostics`, then the lines to
    /// `lines`. A failed write is ignored (a closed pipe stops no one reading the log).
    ///
    /// - Throws: `InputFile.Failure` when the log cannot be read; what was read is written.
    public mutating func run(reading input: InputFile, lines: FileDescriptor = .standardOutput,
                             diagnostics: FileDescriptor = .standardError) throws(InputFile.Failure) {
        var output = FleetOutput()
        func flush() {
            if !output.diagnostics.isEmpty { try? diagnostics.writeAll(output.diagnostics) }
            if !output.lines.isEmpty { try? lines.writeAll(output.lines) }
            output.diagnostics.removeAll(keepingCapacity: true)
            output.lines.removeAll(keepingCapacity: true)
        }
        while let chunk = try input.read() {
            feed(chunk, to: &output)
            flush()
        }
        finish(to: &output)
        flush()
    }
}
