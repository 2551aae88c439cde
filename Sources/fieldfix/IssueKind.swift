import ArgumentParser
import FieldStore

/// Issues, for the subcommands of `fieldfix issues`; `list` and `near` take `--category`
/// (its help naming the categories in `list`).
enum IssueKind: RecordKind {
    typealias Record = Issue

    /// `--category`, of `issues list`.
    struct ListOptions: RecordFilterOptions {
        @Option(help: "Only this category: pothole, streetlight, garbage, water-leak or other.") var category: IssueCategory?

        func filter(range: TimeRange?, createdOnly: Bool) -> IssueFilter { IssueFilter(category: category, range: range) }
    }

    /// `--category`, of `issues near`.
    struct NearOptions: RecordFilterOptions {
        @Option(help: "Only this category.") var category: IssueCategory?

        func filter(range: TimeRange?, createdOnly: Bool) -> IssueFilter { IssueFilter(category: category, range: range) }
    }
}

extension IssueCategory: ExpressibleByArgument {}
