import Foundation
import Synchronization
import Testing

/// Counts a test's cases as attacks of one class of SECURITY.md's "Attack classes", so that
/// CI can say how many cases of each class it ran and how many held. After each test case it
/// writes one line to standard error, `attacks: class=NAME cases=N held=N` (`held=0` when the
/// case recorded an issue or threw), which scripts/test sums into its table. On a suite it
/// counts every test case of the suite. A case that runs many inputs says how many with
/// ``AttackClass/count(_:)``; otherwise it counts as one.
public struct AttackClass: TestTrait, SuiteTrait, TestScoping {
    /// The class's name in SECURITY.md's table (`absurd-fixes`, `access`...).
    public let name: String

    /// On a suite, every test in it is counted.
    public var isRecursive: Bool { true }

    /// Says that the running test case tried `cases` inputs of its class (outside a test
    /// marked with ``AttackClass``, nothing).
    public static func count(_ cases: Int) {
        tally?.cases.store(cases, ordering: .relaxed)
    }

    /// Once per test case (each argument of a parameterized test), never for a suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let tally = Tally()
        let observer = IssueHandlingTrait.compactMapIssues { issue in
            if issue.isFailure { tally.failed.store(true, ordering: .relaxed) }
            return issue
        }
        do {
            try await Self.$tally.withValue(tally) {
                try await observer.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            tally.failed.store(true, ordering: .relaxed)
            report(tally)
            throw error
        }
        report(tally)
    }

    /// One write, so that the line is never split by the test runner's own output.
    private func report(_ tally: Tally) {
        let cases = tally.cases.load(ordering: .relaxed)
        let held = tally.failed.load(ordering: .relaxed) ? 0 : cases
        FileHandle.standardError.write(Data("attacks: class=\(name) cases=\(cases) held=\(held)\n".utf8))
    }

    @TaskLocal private static var tally: Tally?

    /// What the running test case said and whether it failed.
    private final class Tally: Sendable {
        let cases = Atomic<Int>(1)
        let failed = Atomic<Bool>(false)
    }
}

extension Trait where Self == AttackClass {
    /// Counts the test's (or the suite's) cases as attacks of the class `name`.
    public static func attacks(_ name: String) -> Self { AttackClass(name: name) }
}
