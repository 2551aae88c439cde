import ArgumentParser
import FieldStore

/// Trees, for the subcommands of `fieldfix trees` that issues share; `list` and `near` take
/// `--collection`.
enum TreeKind: RecordKind {
    typealias Record = Tree

    /// `--collection NAME`, of `trees list`, `trees near` and `export trees`.
    struct FilterOptions: RecordFilterOptions {
        @Option(help: "Only the trees of this collection.") var collection: String?

        func filter(range: TimeRange?, createdOnly: Bool) -> TreeFilter {
            TreeFilter(collection: collection, range: range, createdOnly: createdOnly)
        }
    }
}
