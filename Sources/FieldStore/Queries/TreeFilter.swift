/// Which trees a list or an export selects.
public struct TreeFilter: Hashable, Sendable {
    /// Only the trees of the collection with this name (which must exist).
    public var collection: String?
    /// Only the trees whose `createdAt...updatedAt` overlaps this range.
    public var range: TimeRange?

    /// Creates a filter; the default selects every tree.
    public init(collection: String? = nil, range: TimeRange? = nil) {
        self.collection = collection
        self.range = range
    }
}
