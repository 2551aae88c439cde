import ArgumentParser
import FieldStore

/// The options that narrow a record kind's `list` or `near` to some of its records
/// (`--collection` for trees, `--category` for issues), and the store filter they make.
protocol RecordFilterOptions<Filter>: ParsableArguments {
    /// The store's filter: `TreeFilter` or `IssueFilter`.
    associatedtype Filter

    /// The store filter these options select, within `range` (`nil`: at any time), matched
    /// against the creation time alone when `createdOnly` (else from creation to last edit).
    func filter(range: TimeRange?, createdOnly: Bool) -> Filter
}
