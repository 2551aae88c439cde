import ArgumentParser
import FieldStore
import Foundation
import FrontEnd
import Output
import Pictures

/// The subcommands that `fieldfix trees` and `fieldfix issues` share, written once for any
/// ``RecordKind``: `list`, `show`, `delete`, `near` and `find`. Their help texts and messages
/// name the kind ("Show one tree.", "no issue with id 7").
enum RecordSubcommands<Kind: RecordKind> {
    /// `KIND list`: newest first.
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "list", abstract: "List \(Kind.Record.plural), newest first.")
        }
        @OptionGroup var store: StoreOptions
        @OptionGroup var time: TimeRangeOptions
        @OptionGroup var selection: Kind.FilterOptions
        @Flag(help: "Print a JSON array of records.") var json = false

        func run() throws {
            let store = try store.open()
            var array = JSONArrayPrinter()
            try Kind.Record.forEach(selection.filter(range: time.timeRange(now: Date()), createdOnly: time.createdOnly), in: store) { record in
                if json { array.print(record.json(store: store)) } else { TerminalText.print(record.line) }
            }
            if json { array.finish() }
        }
    }

    /// `KIND show ID`.
    struct Show: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "show", abstract: "Show one \(Kind.Record.singular).")
        }
        @OptionGroup var store: StoreOptions
        @Argument(help: "The \(Kind.Record.singular)'s id.") var id: Int64
        @Flag(help: "Print the record as JSON.") var json = false
        @Option(help: ArgumentHelp("For an averaged capture, also draw its fixes, their mean and the accuracy reported for the mean as an SVG scatter.",
                                   valueName: "file.svg"))
        var plot: String?

        func run() throws {
            let store = try store.open()
            let record = try Kind.Record.existing(id: id, in: store)
            if let plot {
                let picture = try AveragedCapturePlot(name: record.reference, location: record.location, fixes: record.averagedFixes(in: store))
                try PlotFile(path: plot).commit(picture.scatter.svg())
            }
            if json { print(record.json(store: store)) } else { TerminalText.print(record.details(store: store)) }
        }
    }

    /// `KIND delete ID...`: all or nothing, confirmed on a terminal.
    struct Delete: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "delete", abstract: "Delete \(Kind.Record.plural) and their photos.",
                discussion: """
                    All or nothing: when one id names no \(Kind.Record.singular), nothing is deleted. On a \
                    terminal, deleting more than one \(Kind.Record.singular), or one with photos, asks first; \
                    --yes answers for you (scripts, whose standard input is not a terminal, are not asked).
                    """)
        }
        @OptionGroup var store: StoreOptions
        @Argument(help: "The \(Kind.Record.plural)' ids.") var ids: [Int64]
        @Flag(help: "Delete without asking.") var yes = false
        @Flag(help: "Print {\"deleted\": [ids]}.") var json = false

        func validate() throws {
            if ids.isEmpty { throw ValidationError("give the id of at least one \(Kind.Record.singular)") }
        }

        func run() throws {
            let store = try store.open()
            let deletion = RecordDeletion<Kind.Record>(ids: ids)
            guard try deletion.isConfirmed(in: store, asking: !yes) else {
                TerminalText.printError("fieldfix: nothing deleted")
                throw ExitCode.failure
            }
            TerminalText.print(try deletion.run(in: store, json: json))
        }
    }

    /// `KIND near [--at LAT,LON | --source URL]`.
    struct Near: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "near", abstract: "List \(Kind.Record.plural) within a radius of a point, nearest first, with bearing.")
        }
        @OptionGroup var store: StoreOptions
        @OptionGroup var origin: NearOrigin
        @OptionGroup var selection: Kind.FilterOptions
        @Flag(help: "Print a JSON array of {distance, bearing, record}.") var json = false

        func run() async throws {
            let center = try await origin.point()
            let store = try store.open()
            let found = try Kind.Record.records(near: center, radius: origin.radius, filter: selection.filter(range: nil, createdOnly: false), in: store)
            if json { JSONArrayPrinter.print(found.map { $0.json(store: store) }) } else { found.forEach { TerminalText.print($0.line) } }
        }
    }

    /// `KIND find ID`: the way from the live fix to a stored record, one line per fix.
    struct Find: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "find",
                abstract: "Stream the distance and bearing from the live fix to a stored \(Kind.Record.singular), to walk back to it.",
                discussion: "Says \"arrived\" once the \(Kind.Record.singular) is within the fix's accuracy. Ctrl-C, --count or --duration stop it (status 0; SIGTERM: 143).")
        }
        @OptionGroup var store: StoreOptions
        @Argument(help: "The \(Kind.Record.singular)'s id.") var id: Int64
        @OptionGroup var options: FindOptions

        func run() async throws {
            let target = try Kind.Record.existing(id: id, in: store.open()).point
            try await options.follow(to: target, id: id, command: "\(Kind.Record.plural) find")
        }
    }
}
