import Foundation

/// libpq's password file (`~/.pgpass`): lines `host:port:database:user:password`, where `*`
/// matches anything, `\:` and `\\` escape, and `#` starts a comment. Like libpq, a file
/// that its group or others may read is ignored.
struct PassFile {
    private let lines: [[String]]

    /// Reads the file; `nil` when it is missing, unreadable, or open to group or others.
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = attributes[.posixPermissions] as? Int, mode & 0o077 == 0,
              let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        self.init(text: text)
    }

    /// Parses the file's text.
    init(text: String) {
        lines = text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            var fields: [String] = []
            var field = ""
            var escaped = false
            for character in line {
                if escaped {
                    field.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == ":" && fields.count < 4 {
                    fields.append(field)
                    field = ""
                } else {
                    field.append(character)
                }
            }
            fields.append(field)
            return fields.count == 5 ? fields : nil
        }
    }

    /// The password of the first line that matches, or `nil`.
    func password(host: String, port: Int, database: String, user: String) -> String? {
        let wanted = [host, String(port), database, user]
        return lines.first { line in zip(line.prefix(4), wanted).allSatisfy { $0 == "*" || $0 == $1 } }?[4]
    }
}
