import Foundation
import GRDB
import SystemIO

/// A FieldFix store: one SQLite database (`fieldfix.sqlite`, WAL, foreign keys on) and a
/// `photos/` folder in one directory, holding trees, collections and issues.
///
/// Several processes may open the same store and write at once: each write is an immediate
/// transaction, and a writer waits up to ``busyTimeout`` for another one to finish. Opening
/// migrates the schema and collects photo files that no committed record refers to (left by
/// a process killed mid-save).
///
/// ```swift
/// let store = try RecordStore(directory: RecordStore.directory(explicit: nil))
/// let tree = try store.saveTree(NewTree(species: "Malus domestica"), at: captured)
/// ```
public final class RecordStore: Sendable {
    /// The database file's name inside the store directory.
    public static let databaseFileName = "fieldfix.sqlite"
    /// The largest photo a record accepts, bytes: 20 MiB.
    public static let maximumPhotoBytes = 20 * 1024 * 1024
    /// How long a write waits for another process's write to finish, seconds.
    public static let busyTimeout: TimeInterval = 60

    /// The store directory.
    public let directory: String
    /// The database file's path.
    public var databasePath: String { directory + "/" + RecordStore.databaseFileName }
    /// The photos folder's path; photo names in records are relative to it.
    public var photosDirectory: String { photos.directory }

    let database: DatabaseQueue
    package let photos: PhotoFiles

    /// Opens the store in `directory`, creating it when needed.
    ///
    /// - Throws: ``StoreError`` (`cannotOpen`) when the directory or database cannot be
    ///   created, opened or migrated.
    public init(directory: String) throws(StoreError) {
        self.directory = directory
        photos = PhotoFiles(directory: directory + "/photos")
        do throws(AtomicFile.Failure) {
            // The new folders' names made durable, or a photo or the database could be lost with them.
            try AtomicFile.createFolders(photos.directory, what: "the folder")
        } catch {
            throw StoreError(.cannotOpen, "cannot create store directory \(directory): \(String(cString: strerror(error.errno)))")
        }
        let lock = try OpenLock(path: directory + "/fieldfix.lock")
        defer { lock.release() }
        var config = Configuration()
        config.journalMode = .wal
        config.busyMode = .timeout(RecordStore.busyTimeout)
        config.foreignKeysEnabled = true
        let path = directory + "/" + RecordStore.databaseFileName
        database = try storeOperation(.cannotOpen, "cannot open \(path)", directory: directory) {
            let queue = try DatabaseQueue(path: path, configuration: config)
            try StoreMigrations.migrator.migrate(queue)
            return queue
        }
        try collectOrphanPhotos()
    }

    /// The store directory to use: `explicit` (`--store DIR`), else `FIELDFIX_STORE`, else
    /// `$XDG_DATA_HOME/fieldfix`, else `~/.local/share/fieldfix`.
    public static func directory(explicit: String?,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let store = environment["FIELDFIX_STORE"], !store.isEmpty { return store }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/fieldfix" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/fieldfix"
    }

    /// Removes photo files no committed record refers to.
    ///
    /// A first look, without locking, finds candidates; only when there are some is the
    /// write lock taken (so a file another process renamed but has not committed yet is
    /// never taken for an orphan) and the check repeated.
    private func collectOrphanPhotos() throws(StoreError) {
        guard !photos.orphans(referenced: try read("cannot read photo names", Self.photoNames)).isEmpty else { return }
        try write("cannot collect orphan photos") { db in
            _ = photos.sweep(referenced: try Self.photoNames(db))
        }
    }

    /// The photo file names committed records refer to.
    static func photoNames(_ db: Database) throws -> Set<String> {
        try String.fetchSet(db, sql: """
            SELECT value FROM tree, json_each(tree.photos)
            UNION SELECT photo FROM issue WHERE photo IS NOT NULL
            """)
    }

    /// Runs `body` in an immediate write transaction (the write lock is taken at once, so
    /// concurrent writers queue instead of failing).
    func write<T>(_ context: @autoclosure () -> String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        try storeOperation(.database, context(), directory: directory) {
            try database.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        }
    }

    /// Runs `body` with read access to one consistent snapshot.
    func read<T>(_ context: @autoclosure () -> String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        try storeOperation(.database, context(), directory: directory) {
            try database.read(body)
        }
    }

    /// Runs `body` (which inserts records and says which staged photo gets which final name)
    /// in one write transaction, renaming the photos before it commits. On failure, every
    /// staged and placed file is removed and nothing is written.
    func insertWithPhotos<T>(_ staged: [StagedPhoto], _ context: @autoclosure () -> String,
                             _ body: (Database) throws -> (T, [(StagedPhoto, String)])) throws(StoreError) -> T {
        try insertWithPhotos(staging: staged, context()) { db, _ in try body(db) }
    }

    /// Runs `body` as ``insertWithPhotos(_:_:_:)`` does, for a body that stages photos as it
    /// goes (an import, record by record): it adds each to `staging`, so that on failure
    /// those are removed as well.
    func insertWithPhotos<T>(staging initial: [StagedPhoto] = [], _ context: @autoclosure () -> String,
                             _ body: (Database, inout [StagedPhoto]) throws -> (T, [(StagedPhoto, String)])) throws(StoreError) -> T {
        var staged = initial
        var placed: [String] = []
        do {
            let result = try write(context()) { db in
                let (result, placements) = try body(db, &staged)
                for (photo, name) in placements {
                    try photos.place(photo, as: name)
                    placed.append(name)
                }
                if !placed.isEmpty { photos.syncDirectory() }
                return result
            }
            return result
        } catch {
            photos.remove(staged.map(\.temporaryName))
            photos.remove(placed)
            throw error
        }
    }

    /// Stages image files, removing those already staged when one fails.
    func stagePhotos(_ files: [String]) throws(StoreError) -> [StagedPhoto] {
        var staged: [StagedPhoto] = []
        for file in files {
            do {
                staged.append(try photos.stage(file: file))
            } catch {
                photos.remove(staged.map(\.temporaryName))
                throw error
            }
        }
        return staged
    }

    /// The id the next insert into `table` will get (call inside a write transaction).
    static func nextID(_ db: Database, table: String) throws -> Int64 {
        try Int64.fetchOne(db, sql: """
            SELECT max(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = ?), 0),
                       COALESCE((SELECT max(id) FROM \(table)), 0)) + 1
            """, arguments: [table]) ?? 1
    }

    /// `text` trimmed, or an `invalidValue` error naming `field` when it is blank or longer
    /// than `limit` characters (``TextLimit``).
    static func required(_ text: String, _ field: String, limit: Int = TextLimit.name) throws(StoreError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw StoreError(.invalidValue, "\(field) must not be empty") }
        return try checked(trimmed, field, limit)
    }

    /// `text` trimmed, or `nil` when it is missing or blank.
    ///
    /// - Throws: ``StoreError`` (`invalidValue`) naming `field` when it is longer than `limit`.
    static func optional(_ text: String?, _ field: String, limit: Int = TextLimit.name) throws(StoreError) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return try checked(trimmed, field, limit)
    }

    /// `text` when it fits: at most `limit` characters counted as Unicode scalars, so at most
    /// four times `limit` bytes (counted as what people see, one letter could carry any
    /// number of combining marks), and no NUL (SQLite's text functions, and readers in C, end
    /// a text at its first NUL, so the store could not keep it whole).
    private static func checked(_ text: String, _ field: String, _ limit: Int) throws(StoreError) -> String {
        let scalars = text.utf8.count > limit * 4 ? nil : text.unicodeScalars.count
        guard let scalars, scalars <= limit else {
            let size = scalars.map { "\($0) characters" } ?? "\(text.utf8.count) bytes"
            throw StoreError(.invalidValue, "\(field) is \(size) long; at most \(limit) are kept")
        }
        guard !text.unicodeScalars.contains("\u{0}") else {
            throw StoreError(.invalidValue, "\(field) contains a NUL character (U+0000), which the store cannot keep")
        }
        return text
    }
}
