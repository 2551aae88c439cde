import FieldStore
import Output

/// A kind of stored record as the subcommands trees and issues share (``RecordSubcommands``)
/// need it: the record type, and the options that narrow its `list` and `near`.
protocol RecordKind {
    /// The stored record: `Tree` or `Issue`.
    associatedtype Record: DescribedRecord
    /// The options of `list` that narrow it, besides the time range.
    associatedtype ListOptions: RecordFilterOptions<Record.Filter>
    /// The options of `near` that narrow it.
    associatedtype NearOptions: RecordFilterOptions<Record.Filter>
}
