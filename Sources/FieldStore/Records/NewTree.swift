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
    /// The tree as the store keeps it, its texts checked in the order a person gives them:
    /// the species trimmed and not blank, the variety, rootstock and notes trimmed (blank:
    /// `nil`), a named collection trimmed and not blank; names up to ``TextLimit/name``
    /// characters, notes up to ``TextLimit/text``, none with a NUL. Saving, importing and
    /// ``check(field:)`` all go through it. `field` names each text in messages as the caller
    /// calls it (`--species`, `records[3].species`).
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) for the first text that fails.
    public func normalized(field: (String) -> String = { $0 }) throws(StoreError) -> NewTree {
        var tree = self
        tree.species = try RecordStore.required(species, field("species"))
        tree.variety = try RecordStore.optional(variety, field("variety"))
        tree.rootstock = try RecordStore.optional(rootstock, field("rootstock"))
        tree.notes = try RecordStore.optional(notes, field("notes"), limit: TextLimit.text)
        if case let .named(name) = collection { tree.collection = .named(try RecordStore.required(name, field("collection"))) }
        return tree
    }

    /// Checks what saving the tree checks, so that a front end can refuse it before a
    /// capture waits for a fix: its texts (``normalized(field:)``), then each photo
    /// (``RecordStore/checkPhoto(atPath:)``).
    ///
    /// - Throws: ``StoreError`` (`invalidValue` or `invalidPhoto`) for the first that fails.
    public func check(field: (String) -> String = { $0 }) throws(StoreError) {
        _ = try normalized(field: field)
        for photo in photos { _ = try RecordStore.checkPhoto(atPath: photo) }
    }
}
