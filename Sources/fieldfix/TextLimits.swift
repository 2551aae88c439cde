import ArgumentParser
import FieldStore

/// The store's text limits (`TextLimit`), checked before a capture waits for a fix: names
/// (species, variety, rootstock, collection) up to `TextLimit.name` characters, notes and
/// descriptions up to ``notes``.
enum TextLimits {
    /// The longest notes or description, characters.
    static let notes = TextLimit.text

    /// Checks each given name, then the notes or description given to `--notesOption`.
    static func check(_ names: [String: String?], notes text: String? = nil, notesOption: String = "notes") throws {
        let limits = names.sorted { $0.key < $1.key }.map { ($0.key, $0.value, TextLimit.name) } + [(notesOption, text, notes)]
        for (option, value, limit) in limits {
            do { try TextLimit.check(value, field: "--\(option)", limit: limit) } catch { throw ValidationError(error.message) }
        }
    }

    /// The text of a file given to `--option` (``TextLimit/read(file:limit:)``).
    static func read(_ path: String, option: String) throws -> String {
        do { return try TextLimit.read(file: path) } catch { throw ValidationError("--\(option) \(error)") }
    }
}
