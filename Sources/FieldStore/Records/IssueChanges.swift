/// Changes to a stored issue's report; `nil` leaves a field as it is.
public struct IssueChanges: Hashable, Sendable {
    /// A new category.
    public var category: IssueCategory?
    /// A new description (not blank).
    public var description: String?

    /// Creates a set of changes; by default nothing changes.
    public init(category: IssueCategory? = nil, description: String? = nil) {
        self.category = category
        self.description = description
    }

    /// Whether nothing would change.
    public var isEmpty: Bool { category == nil && description == nil }
}
