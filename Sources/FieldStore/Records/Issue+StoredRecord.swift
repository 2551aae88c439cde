extension Issue: StoredRecord {
    public static let singular = "issue"
    public static let plural = "issues"

    public var photoCount: Int { photo == nil ? 0 : 1 }

    public static func averagedFixOwner(id: Int64) -> AveragedFixOwner { .issue(id) }

    public static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Issue? { try store.issue(id: id) }

    public static func delete(ids: [Int64], in store: RecordStore) throws(StoreError) { try store.deleteIssues(ids: ids) }

    public static func forEach(_ filter: IssueFilter, in store: RecordStore, _ body: (Issue) throws(StoreError) -> Void) throws(StoreError) {
        try store.forEachIssue(filter, body)
    }

    public static func records(near point: GeoPoint, radius: Double, filter: IssueFilter, in store: RecordStore) throws(StoreError) -> [Nearby<Issue>] {
        try store.issues(near: point, radius: radius, filter: filter)
    }
}
