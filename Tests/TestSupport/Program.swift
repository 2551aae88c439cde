import Foundation

/// A program for a test to run: the one way tests start processes (``FieldFix`` for the
/// `fieldfix` of this build), so that every run reads both output streams at once, can be
/// fed standard input and ends by a deadline.
public struct Program: Sendable, CustomStringConvertible {
    public var executable: String
    public var arguments: [String]
    /// The whole environment it gets.
    public var environment: [String: String]
    /// Its working folder; the tests' own when `nil`.
    public var directory: String?

    /// `executable` with `arguments`, the tests' environment changed by `changes` (a `nil`
    /// value removes the variable).
    public init(_ executable: String, _ arguments: [String] = [], environment changes: [String: String?] = [:],
                directory: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        self.environment = environment
        self.directory = directory
    }

    /// The command line, for messages.
    public var description: String { ([executable] + arguments).joined(separator: " ") }

    /// Runs it to its end with `input` on its standard input (empty when `nil`); throws
    /// ``ProgramError/timedOut(program:seconds:awaited:stdout:stderr:)`` after killing it when
    /// it runs longer than `timeout` seconds.
    public func run(input: Data? = nil, timeout: Double = RunningProgram.defaultTimeout) throws -> ProgramResult {
        try start(input: input.map { .data($0) } ?? .none).finish(timeout: timeout)
    }

    /// Starts it; see ``RunningProgram``.
    public func start(input: RunningProgram.Input = .none, stdout: RunningProgram.Output = .capture,
                      stderr: RunningProgram.Output = .capture) throws -> RunningProgram {
        try RunningProgram(self, input: input, stdout: stdout, stderr: stderr)
    }
}
