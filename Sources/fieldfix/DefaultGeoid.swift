import Positioning
import Receivers

/// The geoid grid the commands that output fixes use: EGM96 from `proj-data`, or the file
/// that `FIELDFIX_GEOID_GRID` names.
enum DefaultGeoid {
    /// The grid, or `nil` when it cannot be used: then heights above the ellipsoid stay
    /// unknown for receivers that send no geoid separation. A missing default file is
    /// silent (an optional package); any other failure is written to standard error once,
    /// prefixed with the command's name.
    static func load(for command: String) -> GeoidGrid? {
        do {
            return try EGM96.load()
        } catch {
            if error.code != .missing || EGM96.path != EGM96.defaultPath {
                StandardStream.error.write("fieldfix \(command): continuing without the geoid grid: \(error)\n")
            }
            return nil
        }
    }
}
