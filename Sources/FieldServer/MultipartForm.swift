import Foundation

/// A `multipart/form-data` body (RFC 7578) read from an uploaded file: its parts as byte
/// ranges of that file, so that photos are copied out without being decoded in memory.
struct MultipartForm {
    /// One part of the form.
    struct Part {
        /// The form field's name.
        var name: String
        /// The file name the client gave, for a file part.
        var fileName: String?
        /// Where the part's content lies in the body.
        var range: Range<Int>
    }

    /// The parts, in order.
    let parts: [Part]
    /// The whole body, memory-mapped.
    let body: Data

    /// Reads the parts of the body in `file`, delimited by the `boundary` of its content type.
    ///
    /// - Throws: ``APIError`` (400) naming what is malformed.
    init(file: String, contentType: String) throws(APIError) {
        guard let boundary = Self.boundary(contentType) else {
            throw .badRequest("a multipart/form-data body needs a boundary in its Content-Type")
        }
        do { body = try Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped) } catch {
            throw APIError(.internalServerError, "io", "cannot read the upload back")
        }
        let delimiter = Data("--\(boundary)".utf8)
        let crlf = Data("\r\n".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        guard var cursor = body.range(of: delimiter)?.upperBound else { throw .badRequest("the multipart body has no part") }
        var parts: [Part] = []
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body[cursor...].starts(with: Data("--".utf8)) { break }
            guard body[cursor...].starts(with: crlf),
                  let headers = body.range(of: headerEnd, in: cursor..<body.endIndex) else {
                throw .badRequest("part \(parts.count + 1) of the multipart body is malformed")
            }
            let headerText = String(decoding: body[(cursor + 2)..<headers.lowerBound], as: UTF8.self)
            guard let next = body.range(of: crlf + delimiter, in: headers.upperBound..<body.endIndex) else {
                throw .badRequest("part \(parts.count + 1) of the multipart body does not end")
            }
            guard let disposition = Self.disposition(headerText), let name = disposition["name"] else {
                throw .badRequest("part \(parts.count + 1) has no Content-Disposition name")
            }
            parts.append(Part(name: name, fileName: disposition["filename"], range: headers.upperBound..<next.lowerBound))
            cursor = next.upperBound
            if parts.count > 64 { throw .badRequest("the multipart body has more than 64 parts") }
        }
        self.parts = parts
    }

    /// A part's content.
    func content(_ part: Part) -> Data { body.subdata(in: part.range) }

    /// The text of the part named `name`, if any.
    func text(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(decoding: body[$0.range], as: UTF8.self) }
    }

    /// The `boundary` parameter of a `multipart/form-data` content type.
    static func boundary(_ contentType: String) -> String? {
        let items = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard items.first?.lowercased() == "multipart/form-data" else { return nil }
        for item in items.dropFirst() where item.lowercased().hasPrefix("boundary=") {
            let value = item.dropFirst("boundary=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return (1...70).contains(value.count) ? value : nil
        }
        return nil
    }

    /// The parameters of a part's `Content-Disposition: form-data; name="..."; filename="..."`.
    static func disposition(_ headers: String) -> [String: String]? {
        for line in headers.split(separator: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition" else { continue }
            var parameters: [String: String] = [:]
            for item in pair[1].split(separator: ";").dropFirst() {
                let kv = item.split(separator: "=", maxSplits: 1)
                guard kv.count == 2 else { continue }
                parameters[kv[0].trimmingCharacters(in: .whitespaces).lowercased()] =
                    kv[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            return parameters
        }
        return nil
    }
}
