extension Tree: StoredRecord {
    public static let singular = "tree"
    public static let plural = "trees"

    public var photoCount: Int { photos.count }

    public static func averagedFixOwner(id: Int64) -> AveragedFixOwner { .tree(id) }

    public static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Tree? { try store.tree(id: id) }

    public static func delete(ids: [Int64], in store: RecordStore) throws(StoreError) { try store.deleteTrees(ids: ids) }

    public static func forEach(_ filter: TreeFilter, in store: RecordStore, _ body: (Tree) throws(StoreError) -> Void) throws(StoreError) {
        try store.forEachTree(filter, body)
    }

    public static func records(near point: GeoPoint, radius: Double, filter: TreeFilter, in store: RecordStore) throws(StoreError) -> [Nearby<Tree>] {
        try store.trees(near: point, radius: radius, filter: filter)
    }
}
