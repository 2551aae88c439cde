import ArgumentParser
import FieldStore
import Foundation

/// `fieldfix issues list|show|delete|near|find`.
struct IssuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues", abstract: "List, show, delete and find stored issue reports.",
        subcommands: [List.self, Show.self, Delete.self, Near.self, Find.self])

    /// `issues list`: newest first.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List issues, newest first.")
        @OptionGroup var store: StoreOptions
        @OptionGroup var time: TimeRangeOptions
        @Option(help: "Only this category: pothole, streetlight, garbage, water-leak or other.") var category: IssueCategory?
        @Flag(help: "Print a JSON array of records.") var json = false

        func run() throws {
            let store = try store.open()
            var array = JSONArrayPrinter()
            try store.forEachIssue(IssueFilter(category: category, range: time.timeRange(now: Date()))) { issue in
                if json { array.print(RecordJSON.encode(issue, store: store)) } else { print(RecordOutput.line(issue)) }
            }
            if json { array.finish() }
        }
    }

    /// `issues show ID`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one issue.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The issue's id.") var id: Int64
        @Flag(help: "Print the record as JSON.") var json = false

        func run() throws {
            let store = try store.open()
            guard let issue = try store.issue(id: id) else { throw StoreError(.notFound, "no issue with id \(id)") }
            print(json ? RecordJSON.encode(issue, store: store) : RecordOutput.details(issue, store: store))
        }
    }

    /// `issues delete ID...`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete issues and their photos.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The issues' ids.") var ids: [Int64]
        @Flag(help: "Print {\"deleted\": [ids]}.") var json = false

        func run() throws {
            let store = try store.open()
            for id in ids {
                try store.deleteIssue(id: id)
                if !json { print("deleted issue \(id)") }
            }
            if json { print(RecordOutput.deletedJSON(ids)) }
        }
    }

    /// `issues near [--at LAT,LON | --source URL]`.
    struct Near: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "near", abstract: "List issues within a radius of a point, nearest first, with bearing.")
        @OptionGroup var store: StoreOptions
        @OptionGroup var origin: NearOrigin
        @Option(help: "Only this category.") var category: IssueCategory?
        @Flag(help: "Print a JSON array of {distance, bearing, record}.") var json = false

        func run() async throws {
            let center = try await origin.point()
            let store = try store.open()
            let found = try store.issues(near: center, radius: origin.radius, filter: IssueFilter(category: category))
            if json {
                RecordOutput.printJSONArray(found.map {
                    RecordOutput.nearbyJSON(distance: $0.distance, bearing: $0.bearing, record: RecordJSON.encode($0.record, store: store))
                })
            } else {
                found.forEach { print("\(RecordOutput.distance($0.distance, bearing: $0.bearing))\t\(RecordOutput.line($0.record))") }
            }
        }
    }

    /// `issues find ID`: the way from the live fix to a stored issue, one line per fix.
    struct Find: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "find",
            abstract: "Stream the distance and bearing from the live fix to a stored issue, to walk back to it.",
            discussion: "Says \"arrived\" once the issue is within the fix's accuracy. Ctrl-C, --count or --duration stop it (status 0).")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The issue's id.") var id: Int64
        @OptionGroup var options: FindOptions

        func run() async throws {
            guard let issue = try store.open().issue(id: id) else { throw StoreError(.notFound, "no issue with id \(id)") }
            guard let target = GeoPoint(latitude: issue.location.latitude, longitude: issue.location.longitude) else {
                throw StoreError(.notFound, "issue \(id) has no valid location")
            }
            try await options.follow(to: target, id: id, command: "issues find")
        }
    }
}
