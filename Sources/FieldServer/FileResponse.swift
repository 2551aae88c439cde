import Foundation
import Hummingbird
import NIOFileSystem

/// A file sent in 64 KiB chunks as the client reads it, read on ``BlockingWork``'s threads.
enum FileResponse {
    /// The file at `path` with `contentType`; `removeAfter` deletes it once sent (a
    /// temporary export).
    ///
    /// - Throws: ``APIError`` (500) when the file cannot be opened.
    static func make(path: String, contentType: String, headers: HTTPFields = [:], removeAfter: Bool = false) async throws(APIError) -> Response {
        let handle: ReadFileHandle
        let size: Int64
        do {
            handle = try await BlockingWork.files.openFile(forReadingAt: FilePath(path), options: .init())
            size = try await handle.info().size
        } catch {
            throw APIError(.internalServerError, "io", "cannot open the file to send")
        }
        var fields = headers
        fields[.contentType] = contentType
        let file = OpenFile(handle: handle, path: path, removeAfter: removeAfter)
        let body = ResponseBody(contentLength: Int(size)) { writer in
            do {
                for try await chunk in handle.readChunks(in: 0..<size, chunkLength: .kibibytes(64)) {
                    try await writer.write(chunk)
                }
                try await writer.finish(nil)
            } catch {
                await file.close()
                throw error
            }
            await file.close()
        }
        return Response(status: .ok, headers: fields, body: body)
    }

    /// The file being sent, closed (and removed, for a temporary export) once it is sent or
    /// the client went away.
    private struct OpenFile: Sendable {
        let handle: ReadFileHandle
        let path: String
        let removeAfter: Bool

        func close() async {
            try? await handle.close()
            if removeAfter { _ = try? await BlockingWork.files.removeItem(at: FilePath(path), recursively: false) }
        }
    }
}
