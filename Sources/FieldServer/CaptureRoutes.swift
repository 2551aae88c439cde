import Output
import Capture
import FieldStore
import Foundation
import Hummingbird
import Positioning

/// The capture flow: start, follow (here or on the live stream), freeze, save with the
/// record's fields and photos, or cancel.
struct CaptureRoutes {
    let desk: CaptureDesk
    let store: RecordStore
    let limits: ServerLimits
    /// What the records keep as the kind of source their location came from.
    let origin: LocationOrigin?

    func add(to router: Router<ServerContext>) {
        router.post("/api/captures") { request, context in
            let body = try await request.decode(as: CaptureRequest.self, context: context)
            return JSONResponse.make(status: .created, json: try desk.start(body))
        }
        router.get("/api/captures/current") { _, _ in
            guard let status = desk.status else { throw APIError(.notFound, "noCapture", "no capture was started") }
            return JSONResponse.make(json: status)
        }
        router.post("/api/captures/current/freeze") { _, _ in JSONResponse.make(json: try desk.freeze()) }
        router.delete("/api/captures/current") { _, _ in JSONResponse.make(json: try desk.cancel()) }
        router.post("/api/captures/current/save") { request, context in try await save(request, context) }
    }

    /// `POST /api/captures/current/save`: the record's fields as JSON, or as the `record`
    /// part of a multipart form whose `photo` parts are images (JPEG, PNG or HEIC).
    private func save(_ request: Request, _ context: ServerContext) async throws -> Response {
        let contentType = request.headers[.contentType] ?? ""
        let fields: RecordFields
        let photos: [String]
        if contentType.lowercased().hasPrefix("multipart/form-data") {
            let upload = try await Upload.receive(request, limit: limits.maximumUploadBytes, folder: limits.temporaryFolder)
            (fields, photos) = try await BlockingWork.run { [limits] in
                defer { upload.remove() }
                return try Self.formParts(upload, contentType: contentType, keepingPhotosIn: limits.temporaryFolder)
            }
        } else {
            try StrictJSONDecoder.requireJSON(request)
            var request = request
            fields = try Self.decode(Data(try await request.collectBody(upTo: context.maxUploadSize).readableBytesView))
            photos = []
        }
        // The store keeps its own copies: the uploaded photos go, saved or not.
        let saved: Result<String, any Error>
        do { saved = .success(try await saveRecord(fields, photos: photos)) } catch { saved = .failure(error) }
        _ = try? await BlockingWork.run { Self.remove(photos) }
        return JSONResponse.make(status: .created, json: try saved.get())
    }

    /// Removes files (blocking: for ``BlockingWork``'s threads).
    private static func remove(_ paths: [String]) {
        for path in paths { unlink(path) }
    }

    /// Saves the frozen capture as the record `fields` describe, with the photo files at
    /// `photos` (the store copies them), on ``BlockingWork``'s threads.
    private func saveRecord(_ fields: RecordFields, photos: [String]) async throws -> String {
        switch fields {
        case let .tree(tree):
            return try await desk.save(.tree) { location, update in
                let new = NewTree(species: tree.species, variety: tree.variety, rootstock: tree.rootstock, notes: tree.notes,
                                  collection: tree.collection.map { .named($0) } ?? .lastUsed, photos: photos,
                                  context: recordContext(location, update))
                return try await BlockingWork.run {
                    let saved = try store.saveTree(new, at: location)
                    return (RecordJSON.encode(saved, store: store), saved.id)
                }
            }
        case let .issue(issue):
            guard photos.count <= 1 else { throw APIError.badRequest("an issue has at most one photo") }
            return try await desk.save(.issue) { location, update in
                let new = NewIssue(category: issue.category, description: issue.description, photo: photos.first,
                                   context: recordContext(location, update))
                return try await BlockingWork.run {
                    let saved = try store.saveIssue(new, at: location)
                    return (RecordJSON.encode(saved, store: store), saved.id)
                }
            }
        }
    }

    /// The record part and the photo parts of an uploaded form, each photo kept in a file
    /// of its own in `folder` (blocking: for ``BlockingWork``'s threads). No file is left
    /// behind when it throws.
    private static func formParts(_ upload: Upload, contentType: String, keepingPhotosIn folder: String) throws -> (RecordFields, [String]) {
        let form = try MultipartForm(file: upload.path, contentType: contentType)
        guard let record = form.text("record") else { throw APIError.badRequest("the form needs a record part holding the record's JSON") }
        let fields = try Self.decode(Data(record.utf8))
        var photos: [String] = []
        do {
            for (index, part) in form.parts.enumerated() where part.name == "photo" {
                let data = form.content(part)
                guard ImageFormat(magic: data.prefix(16)) != nil else {
                    throw APIError(.unsupportedMediaType, "notAnImage",
                                   "photo \(part.fileName ?? String(index + 1)) is not a JPEG, PNG or HEIC image")
                }
                let path = TemporaryFiles.path(in: folder, kind: "photo")
                guard FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600]) else {
                    throw APIError(.internalServerError, "io", "cannot keep an uploaded photo")
                }
                photos.append(path)
            }
        } catch {
            remove(photos)
            throw error
        }
        return (fields, photos)
    }

    /// What a record keeps beside its location: the kind of source, and both heights (see
    /// `CaptureContext.init(location:lastFix:origin:)`).
    private func recordContext(_ location: CapturedLocation, _ update: LocationUpdate?) -> CaptureContext {
        CaptureContext(location: location, lastFix: update?.fix, origin: origin)
    }

    private static func decode(_ data: Data) throws(APIError) -> RecordFields {
        try StrictJSONDecoder.check(data)
        do { return try JSONDecoder().decode(RecordFields.self, from: data) } catch let error as DecodingError {
            throw .badRequest("the record's fields are not valid: \(Self.describe(error))")
        } catch {
            throw .badRequest("the record's fields are not JSON")
        }
    }

    /// Where a decoding error is, for people: "species: required".
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        switch error {
        case let .keyNotFound(key, context): return "\(path(context.codingPath + [key])): required"
        case let .typeMismatch(_, context), let .valueNotFound(_, context): return "\(path(context.codingPath)): wrong type"
        case let .dataCorrupted(context): return (context.codingPath.isEmpty ? "" : path(context.codingPath) + ": ") + context.debugDescription
        @unknown default: return "malformed"
        }
    }

    /// A saved record's fields: a tree's or an issue's, told apart by `species` or `category`.
    enum RecordFields: Decodable {
        case tree(TreeFields)
        case issue(IssueFields)

        struct TreeFields: Decodable {
            var species: String
            var variety: String?
            var rootstock: String?
            var notes: String?
            var collection: String?
        }

        struct IssueFields: Decodable {
            var category: IssueCategory
            var description: String
        }

        private enum Keys: String, CodingKey { case species, category }

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: Keys.self)
            if keys.contains(.category) {
                self = .issue(try IssueFields(from: decoder))
            } else {
                self = .tree(try TreeFields(from: decoder))
            }
        }
    }
}
