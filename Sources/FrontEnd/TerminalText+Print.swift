import Output
import SystemIO

extension TerminalText {
    /// Prints a line of human-readable output, made safe.
    public static func print(_ line: String) {
        Swift.print(safe(line))
    }

    /// Prints a line on standard error, made safe.
    public static func printError(_ line: String) {
        try? FileDescriptor.standardError.writeAll(safe(line) + "\n")
    }
}
