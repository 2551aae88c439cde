import Foundation
import Hummingbird
import NIOFileSystem

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
        let size: Int
        do {
            size = try await BlockingWork.files.withFileHandle(
                forWritingAt: FilePath(path), options: .newFile(replaceExisting: false, permissions: [.ownerReadWrite])
            ) { handle in
                try await handle.withBufferedWriter { writer in
                    var size = 0
                    for try await buffer in request.body {
                        size += buffer.readableBytes
                        if size >= limit { throw tooLarge(limit) }
                        try await writer.write(contentsOf: buffer)
                    }
                    return size
                }
            }
        } catch {
            _ = try? await BlockingWork.files.removeItem(at: FilePath(path), recursively: false)
            if error is FileSystemError { throw APIError(.internalServerError, "io", "cannot write the upload to a temporary file") }
            throw error
        }
        return Upload(path: path, size: size)
    }

    /// Removes the file (a blocking call, for ``BlockingWork``'s threads).
    func remove() { unlink(path) }

    private static func tooLarge(_ limit: Int) -> APIError {
        APIError(.contentTooLarge, "tooLarge", "the upload must be under \(limit / 1_048_576) MiB")
    }
}
