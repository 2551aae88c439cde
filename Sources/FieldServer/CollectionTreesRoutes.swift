import Output
import FieldStore
import Hummingbird

/// A collection's membership: `PUT /api/collections/{id}/trees/{treeId}` moves a tree into
/// the collection, `DELETE` takes it out (the tree stays in the store). Both answer with the
/// collection and its new tree count.
struct CollectionTreesRoutes {
    let store: RecordStore

    func add(to router: Router<ServerContext>) {
        router.put("/api/collections/:id/trees/:treeId") { _, context in
            let (collection, tree) = try target(context)
            try store.addTrees([tree], toCollection: collection.name)
            return try answer(collection.id)
        }
        router.delete("/api/collections/:id/trees/:treeId") { _, context in
            let (collection, tree) = try target(context)
            try store.removeTrees([tree], fromCollection: collection.name)
            return try answer(collection.id)
        }
    }

    /// The collection named by `:id` and the tree id `:treeId`.
    private func target(_ context: ServerContext) throws -> (TreeCollection, Int64) {
        let id = try RecordRoutes.id(context)
        guard let tree = context.parameters.get("treeId", as: Int64.self), tree > 0 else {
            throw APIError.badRequest("the tree id must be a positive integer, not \(context.parameters.get("treeId") ?? "")")
        }
        guard let collection = try store.collections().first(where: { $0.id == id }) else {
            throw APIError(.notFound, "notFound", "no collection with id \(id)")
        }
        return (collection, tree)
    }

    private func answer(_ id: Int64) throws -> Response {
        guard let collection = try store.collections().first(where: { $0.id == id }) else {
            throw APIError(.notFound, "notFound", "no collection with id \(id)")
        }
        return JSONResponse.make(json: RecordJSON.encode(collection))
    }
}
