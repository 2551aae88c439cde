import Foundation
import TextEncoding

/// The `photos` column: a JSON array of file names.
enum PhotoList {
    static func encode(_ names: [String]) -> String {
        var json = JSONWriter(capacity: 64)
        json.beginArray()
        for name in names { json.value(name) }
        json.endArray()
        return json.text
    }

    static func decode(_ text: String?) throws -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }
}
