import ArgumentParser
import FieldStore
import Foundation

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

    /// The UTF-8 text of a file given to `--option`, without a final newline.
    static func read(_ path: String, option: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("--\(option) \(path): cannot read the file")
        }
        guard data.count <= notes * 4, let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("--\(option) \(path): not UTF-8 text of at most \(notes) characters")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
