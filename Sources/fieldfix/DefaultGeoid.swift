import Positioning
import Receivers
import SystemIO

/// The geoid grid of the commands that output fixes (``EGM96/loadIfUsable(warn:)``): a
/// failure is written to standard error once, prefixed with the command's name.
enum DefaultGeoid {
    static func load(for command: String) -> GeoidGrid? {
        EGM96.loadIfUsable { StandardStream.error.write("fieldfix \(command): continuing without the geoid grid: \($0)\n") }
    }
}
