import ArgumentParser
import FieldStore
import FieldSync

/// `fieldfix sync`: team sync of the store with a PostgreSQL/PostGIS database.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Push this store's changes to a PostgreSQL/PostGIS database and pull the team's.",
        discussion: """
            The database gets a schema `fieldfix` (created and migrated by sync) with tables \
            trees, collections, issues (PostGIS points in EPSG:4326, every accuracy column), \
            photos (stored once per content), deletions and conflicts. When two devices \
            changed the same record between syncs, the later edit wins (deletions too) and the \
            other version is kept in fieldfix.conflicts and listed here. Sync can be \
            interrupted at any point and run again. Credentials follow libpq: the URL, \
            PGPASSWORD, or ~/.pgpass; no password is stored or printed. Capture never needs \
            the network: run sync whenever a connection exists. See docs/sync.md.

            Example: fieldfix sync --to postgres://surveyor@office.example:5432/field?sslmode=require
            """)

    @OptionGroup var store: StoreOptions
    @Option(name: .customLong("to"), help: ArgumentHelp(
        "The database: postgres://user@host:port/database[?sslmode=disable|prefer|require|verify-ca|verify-full].",
        valueName: "URL"))
    var url: String?
    @Flag(help: "Say what waits to be pushed and when the last sync was, without connecting.") var status = false

    func validate() throws {
        if status == (url != nil) { throw ValidationError("give either --to URL or --status") }
    }

    func run() async throws {
        let store = try self.store.open()
        if status {
            SyncText.status(try store.syncStatus()).forEach { print($0) }
            return
        }
        let target = try PostgresTarget(url: url ?? "")
        SyncText.report(try await TeamSync().run(store, to: target), target: target).forEach { print($0) }
    }
}
