/// The record an averaged capture's fixes belong to.
public enum AveragedFixOwner: Hashable, Sendable {
    /// A tree, by id.
    case tree(Int64)
    /// An issue, by id.
    case issue(Int64)

    /// The `averagedFix` column that refers to the owner, and the owner's id.
    var column: (name: String, id: Int64) {
        switch self {
        case let .tree(id): return ("treeId", id)
        case let .issue(id): return ("issueId", id)
        }
    }
}
