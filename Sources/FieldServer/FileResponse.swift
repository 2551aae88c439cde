import Foundation
import Hummingbird

/// A file sent in 64 KiB chunks as the client reads it.
enum FileResponse {
    /// The file at `path` with `contentType`; `removeAfter` deletes it once sent (a
    /// temporary export).
    ///
    /// - Throws: ``APIError`` (500) when the file cannot be opened.
    static func make(path: String, contentType: String, headers: HTTPFields = [:], removeAfter: Bool = false) throws(APIError) -> Response {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw APIError(.internalServerError, "io", "cannot open the file to send")
        }
        let size = (try? handle.seekToEnd()).map(Int.init)
        try? handle.seek(toOffset: 0)
        var fields = headers
        fields[.contentType] = contentType
        let body = ResponseBody(contentLength: size) { writer in
            defer {
                try? handle.close()
                if removeAfter { unlink(path) }
            }
            while let chunk = try handle.read(upToCount: 64 * 1024), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: fields, body: body)
    }
}
