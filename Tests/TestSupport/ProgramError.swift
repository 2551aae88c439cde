/// A program the tests run could not be found, did not end in time, or ended before it
/// printed what a test waited for.
public enum ProgramError: Error, CustomStringConvertible {
    /// The `fieldfix` of this build is not in the build folder the tests run from.
    case missingBinary(path: String)
    /// `program` was still running after `seconds` (waiting for `awaited`), with what it had printed.
    case timedOut(program: String, seconds: Double, awaited: String, stdout: String, stderr: String)
    /// `program` ended before `awaited` happened.
    case ended(program: String, awaited: String, result: ProgramResult)

    public var description: String {
        switch self {
        case let .missingBinary(path):
            return "no fieldfix at \(path), beside the test bundle: build it with `swift build --build-tests`"
        case let .timedOut(program, seconds, awaited, stdout, stderr):
            return "\(program): no \(awaited) within \(seconds) s (killed)\n--- standard output:\n\(ProgramResult.tail(stdout))"
                + "\n--- standard error:\n\(ProgramResult.tail(stderr))"
        case let .ended(program, awaited, result):
            return "\(program) ended before \(awaited): \(result)"
        }
    }
}
