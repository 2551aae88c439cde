import Output
import FieldStore
import Hummingbird

/// A collection's membership: `PUT /api/collections/{id}/trees/{treeId}` moves a tree into
/// the collection, `DELETE` takes it out (the tree stays in the store). Both answer with the
/// collection and its new tree count. The store is called on ``BlockingWork``'s threads.
struct CollectionTreesRoutes {
    let store: RecordStore

    func add(to router: Router<ServerContext>) {
        router.put("/api/collections/:id/trees/:treeId") { _, context in
            let (id, tree) = try ids(context)
            return try await BlockingWork.run {
                let collection = try existingCollection(id)
                try store.addTrees([tree], toCollection: collection.name)
                return try answer(collection.id)
            }
        }
        router.delete("/api/collections/:id/trees/:treeId") { _, context in
            let (id, tree) = try ids(context)
            return try await BlockingWork.run {
                let collection = try existingCollection(id)
                try store.removeTrees([tree], fromCollection: collection.name)
                return try answer(collection.id)
            }
        }
    }

    /// The collection id `:id` and the tree id `:treeId`.
    private func ids(_ context: ServerContext) throws(APIError) -> (Int64, Int64) {
        let id = try RecordRoutes.id(context)
        guard let tree = context.parameters.get("treeId", as: Int64.self), tree > 0 else {
            throw .badRequest("the tree id must be a positive integer, not \(context.parameters.get("treeId") ?? "")")
        }
        return (id, tree)
    }

    private func existingCollection(_ id: Int64) throws -> TreeCollection {
        try RecordRoutes(store: store).existingCollection(id)
    }

    private func answer(_ id: Int64) throws -> Response {
        JSONResponse.make(json: RecordJSON.encode(try existingCollection(id)))
    }
}
