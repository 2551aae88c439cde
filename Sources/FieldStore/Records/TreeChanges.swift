/// Changes to a stored tree's description; `nil` leaves a field as it is, and an empty
/// string clears an optional field.
public struct TreeChanges: Hashable, Sendable {
    /// A new species (not blank).
    public var species: String?
    /// A new variety; empty clears it.
    public var variety: String?
    /// A new rootstock; empty clears it.
    public var rootstock: String?
    /// New notes; empty clears them.
    public var notes: String?

    /// Creates a set of changes; by default nothing changes.
    public init(species: String? = nil, variety: String? = nil, rootstock: String? = nil, notes: String? = nil) {
        self.species = species
        self.variety = variety
        self.rootstock = rootstock
        self.notes = notes
    }

    /// Whether nothing would change.
    public var isEmpty: Bool { species == nil && variety == nil && rootstock == nil && notes == nil }
}
