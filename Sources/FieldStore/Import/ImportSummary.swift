/// What an import stored, and what it did not.
public struct ImportSummary: Hashable, Sendable {
    /// `trees` or `issues`.
    public var kind: String
    /// How many records were stored.
    public var count: Int
    /// How many photos were stored.
    public var photoCount: Int
    /// Records already in the store (same `uid`), not stored again.
    public var skipped: Int
    /// Photos the file lists without their data (exported without `--photos`): not stored.
    public var missingPhotos: Int
    /// The collections that received trees, in the order first used (empty for issues).
    public var collections: [String]

    /// Creates a summary.
    public init(kind: String, count: Int, photoCount: Int, skipped: Int = 0, missingPhotos: Int = 0, collections: [String] = []) {
        self.kind = kind
        self.count = count
        self.photoCount = photoCount
        self.skipped = skipped
        self.missingPhotos = missingPhotos
        self.collections = collections
    }
}
