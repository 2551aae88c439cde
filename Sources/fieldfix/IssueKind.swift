import ArgumentParser
import FieldStore
import Output
import Positioning

/// Issues, for the subcommands of `fieldfix issues`: how an issue prints and how the store
/// reads it; `list` and `near` take `--category` (its help naming the categories in `list`).
enum IssueKind: RecordKind {
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

    static let singular = "issue"
    static let plural = "issues"

    static func line(_ issue: Issue) -> String {
        "\(issue.id)\t\(RecordOutput.localTime(issue.createdAt))\t\(issue.category.rawValue)\t\(issue.description)\t"
            + "\(RecordOutput.accuracy(issue.location))\t\(RecordOutput.coordinates(issue.location))"
    }

    static func details(_ issue: Issue, store: RecordStore) -> String {
        var lines = ["issue \(issue.id): \(issue.category.rawValue)", "description: \(issue.description)"]
        lines += RecordOutput.details(issue.location, issue.context)
        if let photo = issue.photo { lines.append("photo: \(store.photosDirectory)/\(photo)") }
        lines.append("created: \(RecordOutput.localTime(issue.createdAt))")
        return lines.joined(separator: "\n")
    }

    static func json(_ issue: Issue, store: RecordStore) -> String { RecordJSON.encode(issue, store: store) }

    static func location(of issue: Issue) -> CapturedLocation { issue.location }

    static func record(id: Int64, in store: RecordStore) throws(StoreError) -> Issue? { try store.issue(id: id) }

    static func delete(ids: [Int64], in store: RecordStore) throws(StoreError) { try store.deleteIssues(ids: ids) }

    static func photoCount(_ issue: Issue) -> Int { issue.photo == nil ? 0 : 1 }

    static func forEach(_ filter: IssueFilter, in store: RecordStore, _ body: (Issue) throws(StoreError) -> Void) throws(StoreError) {
        try store.forEachIssue(filter, body)
    }

    static func records(near point: GeoPoint, radius: Double, filter: IssueFilter, in store: RecordStore) throws(StoreError) -> [Nearby<Issue>] {
        try store.issues(near: point, radius: radius, filter: filter)
    }
}
