/// The first fields of a JSON export: what it is.
struct ImportHeader: Decodable {
    var format: String
    var version: Int
    var kind: String

    /// "records[3].latitude: expected a number" and the like, for an error in the value at
    /// `root` (`records[3]`; empty for the document).
    static func describe(_ error: DecodingError, at root: String = "") -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = root
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "top level" : text
        }
        switch error {
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)): wrong type, expected \(type)"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): missing \(type) value"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])): missing"
        case let .dataCorrupted(context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            return "\(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default:
            return "\(error)"
        }
    }
}
