import ArgumentParser
import FieldStore
import Foundation

/// `--range last-hour|today|7-days|all` or `--from`/`--to`: which records a list or an export
/// selects by time. A record is selected when its own interval (`createdAt` to `updatedAt`)
/// overlaps the range, or with `--created-only` when it was created in it; both bounds are
/// inclusive, and every range ends now unless `--to` says otherwise (so a `--from` alone
/// after now selects nothing; only a `--from` after the `--to` given with it is refused).
struct TimeRangeOptions: ParsableArguments {
    @Option(help: "A time range ending now: last-hour, today, 7-days or all.") var range: TimeRange.Preset?
    @Option(help: ArgumentHelp(
        "The first instant included: an ISO 8601 date or date-time, local time without a zone (\"2024-03-15 14:30\", as lists print, works).",
        valueName: "TIME"))
    var from: String?
    @Option(help: ArgumentHelp(
        "The last instant included: an ISO 8601 date (the whole day), a date-time to the minute (the whole minute) or to the second.",
        valueName: "TIME"))
    var to: String?
    @Flag(help: "Match the creation time only (default: a record matches when anything from its creation to its last edit is in the range).")
    var createdOnly = false

    func validate() throws {
        do { _ = try TimeRange.requested(preset: range, from: from, to: to, now: Date()) } catch {
            throw ValidationError(error.message(prefix: "--"))
        }
    }

    /// The range chosen, or `nil` for no time condition (``TimeRange/requested(preset:from:to:now:timeZone:)``,
    /// the server's rule too: a `--from` alone after now selects nothing).
    func timeRange(now: Date) -> TimeRange? {
        (try? TimeRange.requested(preset: range, from: from, to: to, now: now)) ?? nil
    }
}

extension TimeRange.Preset: ExpressibleByArgument {}
