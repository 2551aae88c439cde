import ArgumentParser
import FieldStore
import FieldSync
import Foundation

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
            let state = try store.syncStatus()
            let last = state.lastSyncAt.map { ISO8601DateFormatter().string(from: $0) } ?? "never"
            print("device \(state.device.uuidString.lowercased())")
            print("last sync: \(last)")
            let kinds = SyncKind.allCases.map { "\(state.pending[$0] ?? 0) \($0.rawValue)s" }.joined(separator: ", ")
            print("waiting to be pushed: \(kinds), \(state.pendingDeletions) deletions")
            return
        }
        let target = try PostgresTarget(url: url ?? "")
        let report = try await TeamSync().run(store, to: target)
        print("synced with \(target): pushed \(report.pushed), pulled \(report.pulled), conflicts \(report.conflicts.count)")
        for conflict in report.conflicts { print("conflict: \(conflict)") }
    }
}
