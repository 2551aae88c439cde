/// What an import stored.
public struct ImportSummary: Hashable, Sendable {
    /// `trees` or `issues`.
    public var kind: String
    /// How many records were stored.
    public var count: Int
    /// How many photos were stored.
    public var photoCount: Int
    /// The new collection holding imported trees (`nil` for issues).
    public var collection: String?
}
