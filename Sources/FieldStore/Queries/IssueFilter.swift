/// Which issues a list or an export selects.
public struct IssueFilter: Hashable, Sendable {
    /// Only the issues of this category.
    public var category: IssueCategory?
    /// Only the issues whose `createdAt...updatedAt` overlaps this range (or whose
    /// `createdAt` is in it, with ``createdOnly``), as a ``TreeFilter`` selects trees.
    public var range: TimeRange?
    /// Whether ``range`` applies to the creation time alone, leaving out issues reported
    /// before it and only edited within it.
    public var createdOnly: Bool

    /// Creates a filter; the default selects every issue.
    public init(category: IssueCategory? = nil, range: TimeRange? = nil, createdOnly: Bool = false) {
        self.category = category
        self.range = range
        self.createdOnly = createdOnly
    }
}
