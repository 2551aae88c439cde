import ArgumentParser
import FieldStore
import Foundation

/// The store's text limits (`TextLimit`), checked before a capture waits for a fix: names
/// (species, variety, rootstock, collection) up to ``name`` characters, notes and
/// descriptions up to ``notes``.
enum TextLimits {
    /// The longest name, characters.
    static let name = TextLimit.name
    /// The longest notes or description, characters.
    static let notes = TextLimit.text

    /// Checks each given name against ``name``.
    static func check(_ names: [String: String?]) throws {
        for (option, value) in names.sorted(by: { $0.key < $1.key }) {
            if let value, value.count > name {
                throw ValidationError("--\(option) is \(value.count) characters long; at most \(name) are kept")
            }
        }
    }

    /// Checks notes or a description against ``notes``.
    static func check(notes text: String?, option: String = "notes") throws {
        if let text, text.count > notes {
            throw ValidationError("--\(option) is \(text.count) characters long; at most \(notes) are kept")
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
