import ArgumentParser
import FieldStore

/// Issues, for the subcommands of `fieldfix issues`; `list` and `near` take `--category`.
enum IssueKind: RecordKind {
    typealias Record = Issue

    /// `--category`, of `issues list`, `issues near` and `export issues`.
    struct FilterOptions: RecordFilterOptions {
        @Option(help: "Only this category: pothole, streetlight, garbage, water-leak or other.") var category: IssueCategory?

        func filter(range: TimeRange?, createdOnly: Bool) -> IssueFilter {
            IssueFilter(category: category, range: range, createdOnly: createdOnly)
        }
    }
}

extension IssueCategory: ExpressibleByArgument {}
