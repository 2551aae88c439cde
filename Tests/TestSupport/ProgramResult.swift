/// How a program the tests ran ended, and everything it printed.
public struct ProgramResult: Sendable, CustomStringConvertible {
    /// The exit status, or the number of the signal that ended it (see ``exited``).
    public var status: Int32
    /// Whether it exited (rather than being ended by a signal it did not handle).
    public var exited: Bool
    public var stdout: String
    public var stderr: String

    /// The standard output's lines (without the empty one after the last newline).
    public var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// The ending and both streams' last few thousand characters, for a failing test to show.
    public var description: String {
        "\(exited ? "exit status" : "signal") \(status)\n--- standard output:\n\(Self.tail(stdout))\n--- standard error:\n\(Self.tail(stderr))"
    }

    static func tail(_ text: String) -> String {
        text.count > 4000 ? "[...]" + text.suffix(4000) : text
    }
}
