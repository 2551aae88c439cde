import ArgumentParser
import FieldStore
import Output
import Positioning

/// Trees, for the subcommands of `fieldfix trees` that issues share: how a tree prints and
/// how the store reads it; `list` and `near` take `--collection`.
enum TreeKind: RecordKind {
    /// `--collection NAME`, of `trees list`.
    struct ListOptions: RecordFilterOptions {
        @Option(help: "Only the trees of this collection.") var collection: String?

        func filter(range: TimeRange?, createdOnly: Bool) -> TreeFilter {
            TreeFilter(collection: collection, range: range, createdOnly: createdOnly)
        }
    }

    /// `trees near` takes the same `--collection` as `trees list`.
    typealias NearOptions = ListOptions

    static let singular = "tree"
    static let plural = "trees"

    static func line(_ tree: Tree) -> String {
        "\(tree.id)\t\(RecordOutput.localTime(tree.createdAt))\t\(tree.species)\(tree.variety.map { " '\($0)'" } ?? "")\t"
            + "\(tree.collection ?? "-")\t\(RecordOutput.accuracy(tree.location))\t\(RecordOutput.coordinates(tree.location))"
    }

    static func details(_ tree: Tree, store: RecordStore) -> String {
        var lines = ["tree \(tree.id): \(tree.species)"]
        if let v = tree.variety { lines.append("variety: \(v)") }
        if let r = tree.rootstock { lines.append("rootstock: \(r)") }
        if let n = tree.notes { lines.append("notes: \(n)") }
        lines.append("collection: \(tree.collection ?? "-")")
        lines += RecordOutput.details(tree.location, tree.context)
        lines += tree.photos.map { "photo: \(store.photosDirectory)/\($0)" }
        lines.append("created: \(RecordOutput.localTime(tree.createdAt)), updated: \(RecordOutput.localTime(tree.updatedAt))")
        return lines.joined(separator: "\n")
    }

    static func json(_ tree: Tree, store: RecordStore) -> String { RecordJSON.encode(tree, store: store) }

    static func location(of tree: Tree) -> CapturedLocation { tree.location }

    static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Tree? { try store.tree(id: id) }

    static func delete(ids: [Int64], in store: RecordStore) throws(StoreError) { try store.deleteTrees(ids: ids) }

    static func photoCount(_ tree: Tree) -> Int { tree.photos.count }

    static func forEach(_ filter: TreeFilter, in store: RecordStore, _ body: (Tree) throws(StoreError) -> Void) throws(StoreError) {
        try store.forEachTree(filter, body)
    }

    static func records(near point: GeoPoint, radius: Double, filter: TreeFilter, in store: RecordStore) throws(StoreError) -> [Nearby<Tree>] {
        try store.trees(near: point, radius: radius, filter: filter)
    }
}
