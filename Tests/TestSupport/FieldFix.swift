import Foundation

/// The `fieldfix` binary of this build, run as a ``Program``.
public enum FieldFix {
    /// The `fieldfix` in the build folder the test bundle runs from (`swift test` runs
    /// `.build/<triple>/debug/<package>PackageTests.xctest`), never one of another build;
    /// throws ``ProgramError/missingBinary(path:)`` when it is not there.
    public static func binary() throws -> String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("fieldfix").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw ProgramError.missingBinary(path: path) }
        return path
    }

    /// `fieldfix` with `arguments`, in the project's root folder, without colour
    /// (`NO_COLOR=1`) and without the tests' `FIELDFIX_STORE`; `environment` changes that.
    public static func program(_ arguments: [String], environment: [String: String?] = [:]) throws -> Program {
        var changes: [String: String?] = ["NO_COLOR": "1", "FIELDFIX_STORE": nil]
        changes.merge(environment) { $1 }
        return Program(try binary(), arguments, environment: changes, directory: RecordedLogs.projectRoot.path)
    }

    /// Runs `fieldfix` to its end (see ``Program/run(input:timeout:)``).
    public static func run(_ arguments: [String], input: Data? = nil, environment: [String: String?] = [:],
                           timeout: Double = RunningProgram.defaultTimeout) throws -> ProgramResult {
        try program(arguments, environment: environment).run(input: input, timeout: timeout)
    }

    /// Starts `fieldfix` (see ``Program/start(input:stdout:stderr:)``).
    public static func start(_ arguments: [String], input: RunningProgram.Input = .none,
                             environment: [String: String?] = [:], stdout: RunningProgram.Output = .capture,
                             stderr: RunningProgram.Output = .capture) throws -> RunningProgram {
        try program(arguments, environment: environment).start(input: input, stdout: stdout, stderr: stderr)
    }
}
