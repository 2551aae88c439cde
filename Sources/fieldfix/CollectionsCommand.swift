import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `fieldfix collections list|create|rename|delete|add|remove`.
struct CollectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collections", abstract: "Manage collections of trees.",
        subcommands: [List.self, Create.self, Rename.self, Delete.self, Add.self, Remove.self])

    /// `collections list`: by name, with tree counts.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List collections by name, with their tree counts.")
        @OptionGroup var store: StoreOptions
        @Flag(help: "Print a JSON array.") var json = false

        func run() throws {
            let store = try store.open()
            let collections = try store.collections()
            let last = try store.lastUsedCollection()?.id
            if json { JSONArrayPrinter.print(collections.map(RecordJSON.encode)) }
            else { collections.forEach { TerminalText.print(RecordText.collectionLine($0, isDefault: $0.id == last)) } }
        }
    }

    /// `collections create NAME`.
    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create", abstract: "Create an empty collection.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The new collection's name.") var name: String
        @Flag(help: "Print the collection as JSON.") var json = false

        func run() throws {
            let collection = try store.openCreating().createCollection(named: name)
            if json { print(RecordJSON.encode(collection)) } else { TerminalText.print(RecordText.collectionCreated(collection.name)) }
        }
    }

    /// `collections rename OLD NEW`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename", abstract: "Rename a collection.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The collection's name.") var name: String
        @Argument(help: "Its new name.") var newName: String
        @Flag(help: "Print the collection as JSON.") var json = false

        func run() throws {
            let collection = try store.open().renameCollection(name, to: newName)
            if json { print(RecordJSON.encode(collection)) } else { TerminalText.print(RecordText.collectionRenamed(name, to: collection.name)) }
        }
    }

    /// `collections delete NAME`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete a collection; its trees are kept, with no collection.")
        @OptionGroup var store: StoreOptions
        @Argument(help: "The collection's name.") var name: String
        @Flag(help: "Print {\"deleted\": [id], \"name\": name, \"treesKept\": n}.") var json = false

        func run() throws {
            let deleted = try store.open().deleteCollection(named: name)
            if json { print(RecordText.collectionDeletedJSON(deleted)) } else { TerminalText.print(RecordText.collectionDeleted(name, treesKept: deleted.treeCount)) }
        }
    }

    /// `collections add NAME ID...`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Move trees into a collection.")
        @OptionGroup var trees: Membership

        func run() throws {
            try trees.change(RecordText.treesAdded(trees.ids.count, to: trees.name)) { try $0.addTrees(trees.ids, toCollection: trees.name) }
        }
    }

    /// `collections remove NAME ID...`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take trees out of a collection (they stay in the store).")
        @OptionGroup var trees: Membership

        func run() throws {
            try trees.change(RecordText.treesRemoved(trees.ids.count, from: trees.name)) { try $0.removeTrees(trees.ids, fromCollection: trees.name) }
        }
    }

    /// `NAME ID... [--json]`: the trees that `add` and `remove` move, and how they report.
    struct Membership: ParsableArguments {
        @OptionGroup var store: StoreOptions
        @Argument(help: "The collection's name.") var name: String
        @Argument(help: "The trees' ids.") var ids: [Int64]
        @Flag(help: "Print the collection as JSON.") var json = false

        /// Applies `move` to the store, then prints the collection as JSON, or `summary`.
        func change(_ summary: String, _ move: (RecordStore) throws -> Void) throws {
            let store = try store.open()
            try move(store)
            if json, let collection = try store.collection(named: name) { print(RecordJSON.encode(collection)) }
            else { TerminalText.print(summary) }
        }
    }
}
