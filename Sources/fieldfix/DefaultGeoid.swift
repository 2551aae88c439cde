import FrontEnd
import Output
import Positioning
import Receivers

/// The geoid grid of the commands that output fixes (``EGM96/loadIfUsable(warn:)``): a
/// failure is written to standard error once, prefixed with the command's name.
enum DefaultGeoid {
    static func load(for command: String) -> GeoidGrid? {
        EGM96.loadIfUsable { TerminalText.printError("fieldfix \(command): continuing without the geoid grid: \($0)") }
    }
}
