import Output
import FieldStore
import Foundation
import Hummingbird

/// Trees, issues and collections: list (with the CLI's filters), show, edit, delete, and
/// photos by record id, each store call on ``BlockingWork``'s threads. Every JSON object is
/// the one `--json` prints (``RecordJSON``), and a photo file is only ever opened by the name
/// its record keeps.
struct RecordRoutes {
    let store: RecordStore

    func add(to router: Router<ServerContext>) {
        router.get("/api/trees") { request, _ in try await BlockingWork.run { try listTrees(request) } }
        router.get("/api/trees/:id") { _, context in
            let id = try Self.id(context)
            return try await BlockingWork.run { JSONResponse.make(json: RecordJSON.encode(try existingTree(id), store: store)) }
        }
        router.patch("/api/trees/:id") { request, context in
            let id = try Self.id(context)
            let edit = try await request.decode(as: TreeEdit.self, context: context)
            let changes = TreeChanges(species: edit.species, variety: edit.variety, rootstock: edit.rootstock, notes: edit.notes)
            guard !changes.isEmpty else { throw APIError.badRequest("nothing to change: give species, variety, rootstock or notes") }
            return try await BlockingWork.run { JSONResponse.make(json: RecordJSON.encode(try store.editTree(id: id, changes), store: store)) }
        }
        router.delete("/api/trees/:id") { _, context in
            let id = try Self.id(context)
            try await BlockingWork.run { try store.deleteTree(id: id) }
            return JSONResponse.make(json: RecordText.deletedJSON([id]))
        }
        router.get("/api/trees/:id/photos/:number") { _, context in
            let id = try Self.id(context)
            let tree = try await BlockingWork.run { try existingTree(id) }
            guard let number = context.parameters.get("number", as: Int.self), tree.photos.indices.contains(number - 1) else {
                throw APIError(.notFound, "notFound", "tree \(tree.id) has \(tree.photos.count) photo(s), numbered from 1")
            }
            return try await photo(named: tree.photos[number - 1])
        }

        router.get("/api/issues") { request, _ in try await BlockingWork.run { try listIssues(request) } }
        router.get("/api/issues/:id") { _, context in
            let id = try Self.id(context)
            return try await BlockingWork.run { JSONResponse.make(json: RecordJSON.encode(try existingIssue(id), store: store)) }
        }
        router.patch("/api/issues/:id") { request, context in
            let id = try Self.id(context)
            let edit = try await request.decode(as: IssueEdit.self, context: context)
            let category = try edit.category.map { text throws(APIError) in try RecordQuery.category(text) }
            let changes = IssueChanges(category: category, description: edit.description)
            guard !changes.isEmpty else { throw APIError.badRequest("nothing to change: give category or description") }
            return try await BlockingWork.run { JSONResponse.make(json: RecordJSON.encode(try store.editIssue(id: id, changes), store: store)) }
        }
        router.delete("/api/issues/:id") { _, context in
            let id = try Self.id(context)
            try await BlockingWork.run { try store.deleteIssue(id: id) }
            return JSONResponse.make(json: RecordText.deletedJSON([id]))
        }
        router.get("/api/issues/:id/photo") { _, context in
            let id = try Self.id(context)
            let issue = try await BlockingWork.run { try existingIssue(id) }
            guard let name = issue.photo else { throw APIError(.notFound, "notFound", "issue \(issue.id) has no photo") }
            return try await photo(named: name)
        }

        router.get("/api/collections") { _, _ in
            try await BlockingWork.run { JSONResponse.array(try store.collections().map(RecordJSON.encode)) }
        }
        router.post("/api/collections") { request, context in
            let body = try await request.decode(as: CollectionName.self, context: context)
            let name = try body.checked()
            return try await BlockingWork.run {
                JSONResponse.make(status: .created, json: RecordJSON.encode(try store.createCollection(named: name)))
            }
        }
        router.patch("/api/collections/:id") { request, context in
            let id = try Self.id(context)
            let name = try await request.decode(as: CollectionName.self, context: context).checked()
            return try await BlockingWork.run {
                JSONResponse.make(json: RecordJSON.encode(try store.renameCollection(try existingCollection(id).name, to: name)))
            }
        }
        router.delete("/api/collections/:id") { _, context in
            let id = try Self.id(context)
            return try await BlockingWork.run {
                JSONResponse.make(json: RecordText.collectionDeletedJSON(try store.deleteCollection(named: try existingCollection(id).name)))
            }
        }
    }

    /// `GET /api/trees`: newest first, or nearest first with `near`.
    private func listTrees(_ request: Request) throws -> Response {
        let query = try RecordQuery(request)
        try query.only(["collection", "range", "from", "to", "createdOnly", "near", "radius"])
        let filter = try query.treeFilter(now: Date())
        if let (point, radius) = try query.nearby() {
            return JSONResponse.array(try store.trees(near: point, radius: radius, filter: filter).map { $0.json(store: store) })
        }
        var elements: [String] = []
        try store.forEachTree(filter) { elements.append(RecordJSON.encode($0, store: store)) }
        return JSONResponse.array(elements)
    }

    /// `GET /api/issues`: newest first, or nearest first with `near`.
    private func listIssues(_ request: Request) throws -> Response {
        let query = try RecordQuery(request)
        try query.only(["category", "range", "from", "to", "createdOnly", "near", "radius"])
        let filter = try query.issueFilter(now: Date())
        if let (point, radius) = try query.nearby() {
            return JSONResponse.array(try store.issues(near: point, radius: radius, filter: filter).map { $0.json(store: store) })
        }
        var elements: [String] = []
        try store.forEachIssue(filter) { elements.append(RecordJSON.encode($0, store: store)) }
        return JSONResponse.array(elements)
    }

    /// The photo file a record names, with its media type.
    private func photo(named name: String) async throws -> Response {
        let ext = name.split(separator: ".").last.map(String.init) ?? ""
        guard !name.contains("/"), let format = ImageFormat.allCases.first(where: { $0.fileExtension == ext }) else {
            throw APIError(.internalServerError, "io", "the stored photo name \(name) is not one the store makes")
        }
        return try await FileResponse.make(path: store.photosDirectory + "/" + name, contentType: format.mediaType)
    }

    private func existingTree(_ id: Int64) throws -> Tree {
        guard let tree = try store.tree(id: id) else { throw APIError(.notFound, "notFound", "no tree with id \(id)") }
        return tree
    }

    private func existingIssue(_ id: Int64) throws -> Issue {
        guard let issue = try store.issue(id: id) else { throw APIError(.notFound, "notFound", "no issue with id \(id)") }
        return issue
    }

    /// The collection with `id`, or 404.
    func existingCollection(_ id: Int64) throws -> TreeCollection {
        guard let collection = try store.collections().first(where: { $0.id == id }) else {
            throw APIError(.notFound, "notFound", "no collection with id \(id)")
        }
        return collection
    }

    /// The `:id` path parameter, a positive integer.
    static func id(_ context: ServerContext) throws(APIError) -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self), id > 0 else {
            throw .badRequest("the id must be a positive integer, not \(context.parameters.get("id") ?? "")")
        }
        return id
    }

    /// The body of `PATCH /api/trees/{id}`: the fields to change; `""` clears one.
    struct TreeEdit: Decodable {
        var species: String?
        var variety: String?
        var rootstock: String?
        var notes: String?
    }

    /// The body of `PATCH /api/issues/{id}`: the fields to change.
    struct IssueEdit: Decodable {
        var category: String?
        var description: String?
    }

    /// The body that names a collection: `{"name": "Orchard"}`.
    struct CollectionName: Decodable {
        var name: String

        func checked() throws(APIError) -> String {
            guard !name.allSatisfy(\.isWhitespace) else { throw .badRequest("name must not be blank") }
            return name
        }
    }
}
