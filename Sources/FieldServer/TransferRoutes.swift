import FrontEnd
import Output
import FieldStore
import Foundation
import Hummingbird

/// Export (the bytes `fieldfix export` writes, named as it names its files) and JSON
/// import (the upload streamed to a temporary file, then imported as `fieldfix import`),
/// both on ``BlockingWork``'s threads.
struct TransferRoutes {
    let store: RecordStore
    let limits: ServerLimits

    func add(to router: Router<ServerContext>) {
        router.get("/api/export/:kind") { request, context in try await export(request, context) }
        router.post("/api/import") { request, _ in try await importRecords(request) }
    }

    /// `GET /api/export/{trees|issues}?format=csv|json|gpx|geojson&photos=true` with the
    /// list's filters; `Content-Disposition: attachment; filename="{prefix}_{timestamp}.{ext}"`.
    private func export(_ request: Request, _ context: ServerContext) async throws -> Response {
        let kind = context.parameters.get("kind") ?? ""
        guard kind == "trees" || kind == "issues" else { throw APIError(.notFound, "notFound", "export trees or issues, not \(kind)") }
        let query = try RecordQuery(request)
        try query.only(kind == "trees" ? ["format", "photos", "collection", "range", "from", "to", "createdOnly"]
                                       : ["format", "photos", "category", "range", "from", "to", "createdOnly"])
        let format = try query.text("format").map { text throws(APIError) -> ExportFormat in
            guard let format = ExportFormat(rawValue: text) else {
                throw .badRequest("format must be one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        } ?? .csv
        let photos = try query.flag("photos")
        if photos && !format.embedsPhotos { throw APIError.badRequest("photos needs format json or geojson") }
        let now = Date()
        let path = TemporaryFiles.path(in: limits.temporaryFolder, kind: "export", extension: format.fileExtension)
        let treeFilter = kind == "trees" ? try query.treeFilter(now: now) : nil
        let issueFilter = kind == "trees" ? nil : try query.issueFilter(now: now)
        try await BlockingWork.run {
            do {
                if let treeFilter {
                    try store.exportTrees(treeFilter, format: format, includePhotos: photos, to: .file(path), now: now)
                } else if let issueFilter {
                    try store.exportIssues(issueFilter, format: format, includePhotos: photos, to: .file(path), now: now)
                }
            } catch {
                unlink(path)
                throw error
            }
        }
        let collection = treeFilter?.collection
        let name = ExportTarget.fileName(kind: kind, collection: collection, date: now, format: format)
        return try await FileResponse.make(path: path, contentType: Self.mediaType(format),
                                     headers: [.contentDisposition: "attachment; filename=\"\(name)\""], removeAfter: true)
    }

    /// `POST /api/import?collection=NAME&acceptPoorAccuracy=true` with a JSON export as the body.
    private func importRecords(_ request: Request) async throws -> Response {
        let query = try RecordQuery(request)
        try query.only(["collection", "acceptPoorAccuracy"])
        if let collection = query.text("collection"), collection.allSatisfy(\.isWhitespace) {
            throw APIError.badRequest("collection must not be blank")
        }
        let acceptPoor = try query.flag("acceptPoorAccuracy")
        try StrictJSONDecoder.requireJSON(request)
        let upload = try await Upload.receive(request, limit: limits.maximumUploadBytes, folder: limits.temporaryFolder)
        let collection = query.text("collection")
        let summary = try await BlockingWork.run {
            defer { upload.remove() }
            return try store.importRecords(from: upload.path, collection: collection, acceptPoorAccuracy: acceptPoor)
        }
        return JSONResponse.make(json: ImportText.json(summary))
    }

    /// The media type of an export format.
    static func mediaType(_ format: ExportFormat) -> String {
        switch format {
        case .csv: return "text/csv; charset=utf-8"
        case .json: return "application/json"
        case .gpx: return "application/gpx+xml"
        case .geojson: return "application/geo+json"
        }
    }
}
