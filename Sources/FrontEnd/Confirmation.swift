#if canImport(Glibc)
import Glibc
#endif
import Output

/// A yes/no question asked on the terminal before something that cannot be undone.
public enum Confirmation {
    /// Whether a question can be asked: standard input and standard error are terminals.
    public static var isPossible: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

    /// Asks `question` on standard error and reads the answer from standard input; `true`
    /// only when it ``accepts(_:)`` the answer (no answer, at the end of input, is a no).
    public static func ask(_ question: String) -> Bool {
        TerminalText.printError(question + " [y/N]")
        return readLine(strippingNewline: true).map(accepts) ?? false
    }

    /// Whether `answer` is a yes: it starts with y or Y.
    public static func accepts(_ answer: String) -> Bool {
        answer.hasPrefix("y") || answer.hasPrefix("Y")
    }
}
