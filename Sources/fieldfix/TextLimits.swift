import ArgumentParser
import FieldStore

/// The store's text limits (`TextLimit`) as options name them: notes and descriptions up to
/// ``notes`` characters, and their files read (`--notes-file`, `--description-file`).
enum TextLimits {
    /// The longest notes or description, characters.
    static let notes = TextLimit.text

    /// The text of a file given to `--option` (``TextLimit/read(file:limit:)``).
    static func read(_ path: String, option: String) throws -> String {
        do { return try TextLimit.read(file: path) } catch { throw ValidationError("--\(option) \(error)") }
    }
}
