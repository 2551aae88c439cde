import ArgumentParser
import FieldStore
import Foundation

/// `--range last-hour|today|7-days|all` or `--from`/`--to`: which records a list or an export
/// selects by time. A record is selected when its own interval (`createdAt` to `updatedAt`)
/// overlaps the range, or with `--created-only` when it was created in it; both bounds are
/// inclusive, and every range ends now unless `--to` says otherwise.
struct TimeRangeOptions: ParsableArguments {
    @Option(help: "A time range ending now: last-hour, today, 7-days or all.")
    var range: TimeRange.Preset?

    @Option(help: ArgumentHelp(
        "The first instant included: an ISO 8601 date or date-time, local time without a zone (\"2024-03-15 14:30\", as lists print, works).",
        valueName: "TIME"))
    var from: String?

    @Option(help: ArgumentHelp(
        "The last instant included: an ISO 8601 date (the whole day), a date-time to the minute (the whole minute) or to the second.",
        valueName: "TIME"))
    var to: String?

    @Flag(help: "Match the creation time only (default: a tree matches when anything from its creation to its last edit is in the range).")
    var createdOnly = false

    func validate() throws {
        if range != nil && (from != nil || to != nil) { throw ValidationError("use either --range or --from/--to, not both") }
        if let from, TimeRange.bound(from, isUpperBound: false) == nil { throw ValidationError("--from \(from) is not an ISO 8601 date or date-time") }
        if let to, TimeRange.bound(to, isUpperBound: true) == nil { throw ValidationError("--to \(to) is not an ISO 8601 date or date-time") }
        if let start = from.flatMap({ TimeRange.bound($0, isUpperBound: false) }),
           let end = to.flatMap({ TimeRange.bound($0, isUpperBound: true) }), start > end {
            throw ValidationError("--from \(from!) is after --to \(to!)")
        }
    }

    /// The range chosen, or `nil` for no time condition.
    func timeRange(now: Date) -> TimeRange? {
        if let range { return TimeRange(range, now: now) }
        guard from != nil || to != nil else { return nil }
        return TimeRange(start: from.flatMap { TimeRange.bound($0, isUpperBound: false) },
                         end: to.flatMap { TimeRange.bound($0, isUpperBound: true) } ?? now)
    }
}

extension TimeRange.Preset: ExpressibleByArgument {}
extension IssueCategory: ExpressibleByArgument {}
extension ExportFormat: ExpressibleByArgument {}
