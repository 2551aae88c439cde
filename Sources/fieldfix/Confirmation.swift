#if canImport(Glibc)
import Glibc
#endif
import Output

/// A yes/no question asked on the terminal before something that cannot be undone.
enum Confirmation {
    /// Whether a question can be asked: standard input and standard error are terminals.
    static var isPossible: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

    /// Asks `question` on standard error; `true` only for an answer starting with y or Y.
    static func ask(_ question: String) -> Bool {
        TerminalText.printError(question + " [y/N]")
        guard let answer = readLine(strippingNewline: true) else { return false }
        return answer.hasPrefix("y") || answer.hasPrefix("Y")
    }
}
