/// Which trees a list or an export selects.
public struct TreeFilter: Hashable, Sendable {
    /// Only the trees of the collection with this name (which must exist).
    public var collection: String?
    /// Only the trees whose `createdAt...updatedAt` overlaps this range (or whose
    /// `createdAt` is in it, with ``createdOnly``).
    public var range: TimeRange?
    /// Whether ``range`` applies to the creation time alone, leaving out trees created
    /// before it and only edited within it.
    public var createdOnly: Bool

    /// Creates a filter; the default selects every tree.
    public init(collection: String? = nil, range: TimeRange? = nil, createdOnly: Bool = false) {
        self.collection = collection
        self.range = range
        self.createdOnly = createdOnly
    }
}
