/// Which collection a new tree goes into.
public enum CollectionChoice: Hashable, Sendable {
    /// The collection used for the previous tree (none if there was none, or it was deleted).
    case lastUsed
    /// The collection with this name, created when it does not exist; it becomes the last used.
    case named(String)
    /// No collection.
    case none
}
