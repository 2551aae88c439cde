/// What a caller knows about a tree before it is saved (the location comes separately, as a
/// `CapturedLocation`).
public struct NewTree: Hashable, Sendable {
    /// The species (required, not blank).
    public var species: String
    /// The variety or cultivar.
    public var variety: String?
    /// The rootstock.
    public var rootstock: String?
    /// Free notes.
    public var notes: String?
    /// Which collection the tree goes into.
    public var collection: CollectionChoice
    /// Paths of image files to copy into the store (JPEG, PNG or HEIC).
    public var photos: [String]

    /// The kind of source and the heights, kept with the record.
    public var context: CaptureContext

    /// Creates a tree description; by default it goes into the last used collection.
    public init(species: String, variety: String? = nil, rootstock: String? = nil, notes: String? = nil,
                collection: CollectionChoice = .lastUsed, photos: [String] = [], context: CaptureContext = CaptureContext()) {
        self.context = context
        self.species = species
        self.variety = variety
        self.rootstock = rootstock
        self.notes = notes
        self.collection = collection
        self.photos = photos
    }
}

extension NewTree {
    /// Checks what saving the tree checks of its text and photos, so that a front end can
    /// refuse it before a capture waits for a fix: the names (collection, rootstock, species,
    /// variety, in that order) up to ``TextLimit/name`` characters, the notes up to
    /// ``TextLimit/text``, then each photo (``RecordStore/checkPhoto(atPath:)``). `field`
    /// names each text in messages, as the front end calls it (`--species` for `species`).
    ///
    /// - Throws: ``StoreError`` (`invalidValue` or `invalidPhoto`) for the first that fails.
    public func check(field: (String) -> String = { $0 }) throws(StoreError) {
        let collectionName: String? = if case let .named(name) = collection { name } else { nil }
        for (name, value) in [("collection", collectionName), ("rootstock", rootstock), ("species", species), ("variety", variety)] {
            try TextLimit.check(value, field: field(name), limit: TextLimit.name)
        }
        try TextLimit.check(notes, field: field("notes"), limit: TextLimit.text)
        for photo in photos { _ = try RecordStore.checkPhoto(atPath: photo) }
    }
}
