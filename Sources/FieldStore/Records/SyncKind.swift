/// The kinds of record that team sync carries, in the order a batch is applied (a tree may
/// name a collection of the same batch).
public enum SyncKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case collection, tree, issue

    /// The local table holding records of this kind.
    var table: String { rawValue }

    public static func < (lhs: SyncKind, rhs: SyncKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
