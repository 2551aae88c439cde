import Foundation
import Testing
import TestSupport

/// The tests' one process runner: it reads both streams at once, feeds input, passes the
/// environment, and ends a program that overruns its deadline with what it printed.
@Suite struct RunningProgramTests {
    @Test func aMegabyteOnStandardErrorDoesNotBlockStandardOutput() throws {
        let result = try Program("/bin/sh", ["-c", "head -c 1000000 /dev/zero | tr '\\0' x >&2; echo done"]).run(timeout: 120)
        #expect(result.exited && result.status == 0, "\(result)")
        #expect(result.stdout == "done\n")
        #expect(result.stderr.utf8.count == 1_000_000 && result.stderr.allSatisfy { $0 == "x" })
    }

    @Test func inputAndEnvironmentReachTheProgram() throws {
        let echoed = try Program("/bin/cat").run(input: Data("line 1\nline 2\n".utf8))
        #expect(echoed.lines == ["line 1", "line 2"])
        let environment = try Program("/bin/sh", ["-c", "echo \"$FIELDFIX_RUNNER_CHECK:${HOME-unset}\""],
                                      environment: ["FIELDFIX_RUNNER_CHECK": "given", "HOME": nil]).run()
        #expect(environment.stdout == "given:unset\n")
    }

    @Test func aProgramPastItsDeadlineIsKilledAndItsOutputReported() throws {
        // cat waits for input that never comes.
        let program = try Program("/bin/sh", ["-c", "echo started; echo waiting >&2; exec cat"]).start(input: .pipe)
        try program.wait(for: "started", in: .stdout)
        let error = #expect(throws: ProgramError.self) { try program.finish(timeout: 0.2) }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.contains("no end within 0.2 s (killed)") && message.contains("started") && message.contains("waiting"), "\(message)")
        #expect(!program.isRunning)
    }

    @Test func aWaitForTextThatNeverComesEndsWithTheProgram() throws {
        let program = try Program("/bin/sh", ["-c", "echo something else >&2; exit 3"]).start()
        let error = #expect(throws: ProgramError.self) { try program.wait(for: "ready") }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.contains("ended before \"ready\": exit status 3") && message.contains("something else"), "\(message)")
    }

    @Test func fieldfixIsTheOneOfThisBuild() throws {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(try FieldFix.binary() == bundle.appendingPathComponent("fieldfix").path)
        #expect(try FieldFix.run(["--help"]).status == 0)
    }
}
