import ArgumentParser
import FieldStore
import Foundation

/// `fieldfix trees list|show|edit|delete|near|find`.
struct TreesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trees", abstract: "List, show, edit, delete and find stored trees.",
        subcommands: [List.self, Show.self, Edit.self, Delete.self, Near.self, Find.self])

    /// `trees list`: newest first.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List trees, newest first.")
        @OptionGroup var store: StoreOptions
        @OptionGroup var time: TimeRangeOptions
        @Option(help: "Only the trees of this collection.") var collection: String?
        @Flag(help: "Print a JSON array of records.") var json = false

        func run() throws {
            let store = try store.open()
            var array = JSONArrayPrinter()
            try store.forEachTree(TreeFilter(collection: collection, range: time.timeRange(now: Date()))) { tree in
                if json { array.print(RecordJSON.encode(tree, store: store)) } else { print(RecordOutput.line(tree)) }
            }
            if json { array.finish() }
        }
    }

    /// `trees show ID`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one tree.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The tree's id.") var id: Int64
        @Flag(help: "Print the record as JSON.") var json = false

        func run() throws {
            let store = try store.open()
            guard let tree = try store.tree(id: id) else { throw StoreError(.notFound, "no tree with id \(id)") }
            print(json ? RecordJSON.encode(tree, store: store) : RecordOutput.details(tree, store: store))
        }
    }

    /// `trees edit ID`.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit", abstract: "Change a tree's species, variety, rootstock or notes (an empty value clears).")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The tree's id.") var id: Int64
        @Option(help: "A new species.") var species: String?
        @Option(help: "A new variety (\"\" clears it).") var variety: String?
        @Option(help: "A new rootstock (\"\" clears it).") var rootstock: String?
        @Option(help: "New notes (\"\" clears them).") var notes: String?
        @Flag(help: "Print the edited record as JSON.") var json = false

        func validate() throws {
            if species == nil && variety == nil && rootstock == nil && notes == nil {
                throw ValidationError("nothing to change: give --species, --variety, --rootstock or --notes")
            }
        }

        func run() throws {
            let store = try store.open()
            let tree = try store.editTree(id: id, TreeChanges(species: species, variety: variety, rootstock: rootstock, notes: notes))
            print(json ? RecordJSON.encode(tree, store: store) : RecordOutput.details(tree, store: store))
        }
    }

    /// `trees delete ID...`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete trees and their photos.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The trees' ids.") var ids: [Int64]
        @Flag(help: "Print {\"deleted\": [ids]}.") var json = false

        func run() throws {
            let store = try store.open()
            for id in ids {
                try store.deleteTree(id: id)
                if !json { print("deleted tree \(id)") }
            }
            if json { print(RecordOutput.deletedJSON(ids)) }
        }
    }

    /// `trees near [--at LAT,LON | --source URL]`.
    struct Near: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "near", abstract: "List trees within a radius of a point, nearest first, with bearing.")
        @OptionGroup var store: StoreOptions
        @OptionGroup var origin: NearOrigin
        @Option(help: "Only the trees of this collection.") var collection: String?
        @Flag(help: "Print a JSON array of {distance, bearing, record}.") var json = false

        func run() async throws {
            let center = try await origin.point()
            let store = try store.open()
            let found = try store.trees(near: center, radius: origin.radius, filter: TreeFilter(collection: collection))
            if json {
                RecordOutput.printJSONArray(found.map {
                    RecordOutput.nearbyJSON(distance: $0.distance, bearing: $0.bearing, record: RecordJSON.encode($0.record, store: store))
                })
            } else {
                found.forEach { print("\(RecordOutput.distance($0.distance, bearing: $0.bearing))\t\(RecordOutput.line($0.record))") }
            }
        }
    }

    /// `trees find ID`: the way from the live fix to a stored tree, one line per fix.
    struct Find: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "find",
            abstract: "Stream the distance and bearing from the live fix to a stored tree, to walk back to it.",
            discussion: "Says \"arrived\" once the tree is within the fix's accuracy. Ctrl-C, --count or --duration stop it (status 0).")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The tree's id.") var id: Int64
        @OptionGroup var options: FindOptions

        func run() async throws {
            guard let tree = try store.open().tree(id: id) else { throw StoreError(.notFound, "no tree with id \(id)") }
            guard let target = GeoPoint(latitude: tree.location.latitude, longitude: tree.location.longitude) else {
                throw StoreError(.notFound, "tree \(id) has no valid location")
            }
            try await options.follow(to: target, id: id, command: "trees find")
        }
    }
}
