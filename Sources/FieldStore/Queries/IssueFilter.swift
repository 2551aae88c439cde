/// Which issues a list or an export selects.
public struct IssueFilter: Hashable, Sendable {
    /// Only the issues of this category.
    public var category: IssueCategory?
    /// Only the issues created within this range.
    public var range: TimeRange?

    /// Creates a filter; the default selects every issue.
    public init(category: IssueCategory? = nil, range: TimeRange? = nil) {
        self.category = category
        self.range = range
    }
}
