import FieldStore
import Output

/// A kind of stored record as the subcommands trees and issues share (``RecordSubcommands``)
/// need it: the record type, and the options that narrow its `list` and `near`.
protocol RecordKind {
    /// The stored record: `Tree` or `Issue`.
    associatedtype Record: DescribedRecord
    /// The options of `list` and `near` that narrow it, besides `list`'s time range.
    associatedtype FilterOptions: RecordFilterOptions<Record.Filter>
}
