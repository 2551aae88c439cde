import Foundation
import Hummingbird

/// A request body streamed to a temporary file as it arrives, never held whole in memory,
/// and refused once it passes the limit. The file is removed by ``remove()``.
struct Upload: Sendable {
    /// The temporary file.
    let path: String
    /// Its size in bytes.
    let size: Int

    /// Streams `request`'s body into a new temporary file in `folder`.
    ///
    /// - Throws: ``APIError`` 413 (`tooLarge`) when the body is, or says it is, `limit`
    ///   bytes or more; 500 when the file cannot be written. No file is left behind then.
    static func receive(_ request: Request, limit: Int, folder: String) async throws -> Upload {
        if let length = request.headers[.contentLength].flatMap(Int.init), length >= limit {
            throw tooLarge(limit)
        }
        let path = TemporaryFiles.path(in: folder, kind: "upload")
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw APIError(.internalServerError, "io", "cannot create a temporary file for the upload")
        }
        var size = 0
        do {
            defer { try? handle.close() }
            for try await buffer in request.body {
                size += buffer.readableBytes
                if size >= limit { throw tooLarge(limit) }
                try handle.write(contentsOf: Data(buffer.readableBytesView))
            }
        } catch {
            unlink(path)
            throw error
        }
        return Upload(path: path, size: size)
    }

    /// Removes the file.
    func remove() { unlink(path) }

    private static func tooLarge(_ limit: Int) -> APIError {
        APIError(.contentTooLarge, "tooLarge", "the upload must be under \(limit / 1_048_576) MiB")
    }
}
