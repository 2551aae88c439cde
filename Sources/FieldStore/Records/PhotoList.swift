import Foundation

/// The `photos` column: a JSON array of file names.
enum PhotoList {
    static func encode(_ names: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
    }

    static func decode(_ text: String?) throws -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }
}
