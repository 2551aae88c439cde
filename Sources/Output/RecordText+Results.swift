import FieldStore

/// What a change to the store says it did, for people: collections listed, created, renamed,
/// deleted and filled; records deleted and exported.
extension RecordText {
    /// "1 tree", "3 trees": `count` of a kind named `singular` or `plural`.
    public static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// "Orchard\t3 trees", ending in "\t(default)" for the collection a capture uses by default.
    public static func collectionLine(_ collection: TreeCollection, isDefault: Bool) -> String {
        "\(collection.name)\t\(count(collection.treeCount, "tree", "trees"))\(isDefault ? "\t(default)" : "")"
    }

    /// `created collection "Orchard"`.
    public static func collectionCreated(_ name: String) -> String {
        "created collection \"\(name)\""
    }

    /// `renamed collection "Orchard" to "Old orchard"`.
    public static func collectionRenamed(_ name: String, to newName: String) -> String {
        "renamed collection \"\(name)\" to \"\(newName)\""
    }

    /// `deleted collection "Orchard"; its 3 trees kept`.
    public static func collectionDeleted(_ name: String, treesKept: Int) -> String {
        "deleted collection \"\(name)\"; its \(count(treesKept, "tree", "trees")) kept"
    }

    /// `added 2 trees to "Orchard"`: `trees` ids moved into the collection.
    public static func treesAdded(_ trees: Int, to name: String) -> String {
        "added \(count(trees, "tree", "trees")) to \"\(name)\""
    }

    /// `removed 2 trees from "Orchard"`: `trees` ids taken out of the collection.
    public static func treesRemoved(_ trees: Int, from name: String) -> String {
        "removed \(count(trees, "tree", "trees")) from \"\(name)\""
    }

    /// "deleted trees 4, 7", "deleted issue 2".
    public static func deleted<Record: StoredRecord>(_ ids: [Int64], _: Record.Type) -> String {
        "deleted \(ids.count == 1 ? Record.singular : Record.plural) \(ids.map(String.init).joined(separator: ", "))"
    }

    /// "exported 12 trees to trees_2026-11-25_101500.csv"; `kind` is `trees` or `issues`.
    public static func exported(kind: String, count: Int, output: String) -> String {
        "exported \(self.count(count, String(kind.dropLast()), kind)) to \(output)"
    }
}
