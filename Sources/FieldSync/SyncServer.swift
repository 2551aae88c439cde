import FieldStore
import Foundation
import PostgresNIO

/// A session with the sync server: the PostgreSQL I/O of sync. Every value is a bound
/// parameter; the SQL holds only fixed table and column names.
struct SyncServer: Sendable {
    /// A record version read from the server, with its photos' content hashes.
    struct Pulled: Sendable {
        var record: SyncRecord
        var photos: [String]
    }

    /// What a pushed batch came to.
    struct PushOutcome: Sendable {
        /// Versions the server holds now (taken, or already there).
        var accepted: [SyncVersion] = []
        /// The server's versions that beat pushed ones (the pushed versions lost).
        var winners: [Pulled] = []
        /// The pushed versions that lost.
        var lost: [SyncVersion] = []
        /// Conflicts found.
        var conflicts: [SyncConflict] = []
    }

    let connection: PostgresConnection
    let logger: Logger
    /// The server's id (made with its schema), which names it in the store's sync state.
    let id: String
    let target: PostgresTarget

    /// Connects, creates or migrates the `fieldfix` schema, and reads the server id.
    static func open(_ target: PostgresTarget) async throws(SyncError) -> SyncServer {
        var logger = Logger(label: "fieldfix.sync")
        logger.logLevel = .critical
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: try target.configuration(), id: 1, logger: logger)
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError(.connection, "cannot connect to \(target): \(Self.explain(error))")
        }
        do {
            try await ServerSchema.migrate(connection, logger: logger)
            var id = ""
            for try await value in try await connection.query("SELECT value FROM fieldfix.meta WHERE key = 'server_id'", logger: logger)
                .decode(String.self) { id = value }
            return SyncServer(connection: connection, logger: logger, id: id, target: target)
        } catch {
            try? await connection.close()
            throw SyncError(.server, "\(target): cannot create or migrate the fieldfix schema: \(Self.explain(error))")
        }
    }

    /// Closes the connection.
    func close() async {
        try? await connection.close()
    }

    // MARK: - Push

    /// Pushes versions made by `device` in one transaction, deciding each with the
    /// ``ConflictRule``, and writes each kind's taken versions with a few multi-row
    /// statements. `photoHashes` are the content hashes of each record's photos, already on
    /// the server.
    func push(_ records: [SyncRecord], photoHashes: [UUID: [String]], device: UUID) async throws(SyncError) -> PushOutcome {
        try await run("push") { db in
            try await db.withTransaction(logger: logger) { db in
                try await db.query("SELECT pg_advisory_xact_lock(\(ServerSchema.lockKey))", logger: logger)
                var outcome = PushOutcome()
                var refused: [SyncKind: [UUID]] = [:]
                for kind in SyncKind.allCases {
                    let batch = records.filter { $0.kind == kind }
                    guard !batch.isEmpty else { continue }
                    let current = try await versions(kind, batch.map(\.uid), db)
                    var writes: [Write] = []
                    for record in batch {
                        let server = current[record.uid]
                        let mine = ServerVersion(updatedAt: record.updatedAt, device: device, deleted: record.content == nil)
                        switch ConflictRule.decide(record, device: device, server: server) {
                        case .alreadyThere:
                            outcome.accepted.append(record.version)
                        case .apply:
                            writes.append(Write(record: record, wasDeleted: server?.deleted ?? false))
                            outcome.accepted.append(record.version)
                        case let .replaceConflicting(server):
                            // Kept before the writes below replace the server's row.
                            try await keepConflict(kind, record.uid, lost: server, won: mine, lostVersion: nil, db)
                            writes.append(Write(record: record, wasDeleted: server.deleted))
                            outcome.accepted.append(record.version)
                            outcome.conflicts.append(SyncConflict(kind: kind, uid: record.uid, won: mine, lost: server))
                        case let .keepServer(server):
                            let json = ServerRecords.image(record, photoHashes: photoHashes[record.uid] ?? [], device: device)?.json()
                            try await keepConflict(kind, record.uid, lost: mine, won: server, lostVersion: json, db)
                            outcome.lost.append(record.version)
                            outcome.conflicts.append(SyncConflict(kind: kind, uid: record.uid, won: server, lost: mine))
                            refused[kind, default: []].append(record.uid)
                        }
                    }
                    try await write(kind, writes, photoHashes: photoHashes, device: device, db)
                }
                for (kind, uids) in refused.sorted(by: { $0.key < $1.key }) {
                    outcome.winners += try await current(kind, uids, db)
                }
                return outcome
            }
        }
    }

    /// A version the server takes, and whether the server held the record as deleted.
    private struct Write {
        var record: SyncRecord
        var wasDeleted: Bool
    }

    /// The server's versions of these records (live or deleted).
    private func versions(_ kind: SyncKind, _ uids: [UUID], _ db: PostgresConnection) async throws -> [UUID: ServerVersion] {
        var found: [UUID: ServerVersion] = [:]
        let live: PostgresQuery = "SELECT uid, updated_ms, device FROM \(unescaped: ServerRecords.table(kind)) WHERE uid = ANY(\(uids)) FOR UPDATE"
        for try await (uid, time, device) in try await db.query(live, logger: logger).decode((UUID, Int64, UUID).self) {
            found[uid] = ServerVersion(updatedAt: time, device: device, deleted: false)
        }
        let dead = try await db.query("""
            SELECT uid, deleted_ms, device FROM fieldfix.deletions WHERE kind = \(kind.rawValue) AND uid = ANY(\(uids)) FOR UPDATE
            """, logger: logger)
        for try await (uid, time, device) in dead.decode((UUID, Int64, UUID).self) where found[uid] == nil {
            found[uid] = ServerVersion(updatedAt: time, device: device, deleted: true)
        }
        return found
    }

    /// Stores versions of one kind: each record's row (and no deletion), or its deletion (and
    /// no row), with multi-row statements.
    private func write(_ kind: SyncKind, _ writes: [Write], photoHashes: [UUID: [String]], device: UUID,
                       _ db: PostgresConnection) async throws {
        let rows = writes.compactMap { ServerRecords.image($0.record, photoHashes: photoHashes[$0.record.uid] ?? [], device: device) }
        for upsert in ServerRecords.upsert(rows, kind) {
            try await db.query(upsert, logger: logger)
        }
        let revived = writes.filter { $0.record.content != nil && $0.wasDeleted }.map(\.record.uid)
        if !revived.isEmpty {
            try await db.query("DELETE FROM fieldfix.deletions WHERE kind = \(kind.rawValue) AND uid = ANY(\(revived))", logger: logger)
        }
        let deleted = writes.map(\.record).filter { $0.content == nil }
        guard !deleted.isEmpty else { return }
        let uids = deleted.map(\.uid)
        try await db.query("DELETE FROM \(unescaped: ServerRecords.table(kind)) WHERE uid = ANY(\(uids))", logger: logger)
        try await db.query("""
            INSERT INTO fieldfix.deletions (kind, uid, deleted_at, deleted_ms, device, feed)
            SELECT \(kind.rawValue), d.uid, to_timestamp(d.ms / 1000.0), d.ms, \(device), nextval('fieldfix.feed')
            FROM unnest(\(uids)::uuid[], \(deleted.map(\.updatedAt))::bigint[]) AS d(uid, ms)
            ON CONFLICT (kind, uid) DO UPDATE SET deleted_at = EXCLUDED.deleted_at, deleted_ms = EXCLUDED.deleted_ms,
                device = EXCLUDED.device, feed = EXCLUDED.feed
            """, logger: logger)
    }

    /// Keeps a losing version in `fieldfix.conflicts` (once, however often the push is
    /// repeated): `lostVersion` is its JSON, or `nil` to copy the server's current row.
    private func keepConflict(_ kind: SyncKind, _ uid: UUID, lost: ServerVersion, won: ServerVersion,
                              lostVersion: String?, _ db: PostgresConnection) async throws {
        let copy = "(SELECT to_json(r) FROM \(ServerRecords.table(kind)) r WHERE r.uid = $2)"
        var binds = PostgresBindings()
        binds.append(kind.rawValue)
        binds.append(uid)
        binds.append(lost.updatedAt)
        binds.append(lost.device)
        binds.append(lost.deleted)
        binds.append(won.updatedAt)
        binds.append(won.device)
        binds.append(won.deleted)
        if let lostVersion { binds.append(lostVersion) }
        let sql = """
            INSERT INTO fieldfix.conflicts (kind, uid, lost_ms, lost_device, lost_deleted, won_ms, won_device, won_deleted, lost_version)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \(lostVersion == nil ? copy : "$9::json"))
            ON CONFLICT (kind, uid, lost_ms, lost_device) DO NOTHING
            """
        try await db.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
    }

    /// The server's current versions of these records, as pulled records (deleted ones with no content).
    private func current(_ kind: SyncKind, _ uids: [UUID], _ db: PostgresConnection) async throws -> [Pulled] {
        var pulled: [Pulled] = []
        var live: Set<UUID> = []
        let query: PostgresQuery = "\(unescaped: ServerRecords.select(kind)) WHERE r.uid = ANY(\(uids))"
        for try await row in try await db.query(query, logger: logger) {
            let (record, photos, _) = try ServerRecords.decode(kind, row)
            live.insert(record.uid)
            pulled.append(Pulled(record: record, photos: photos))
        }
        let dead = try await db.query("""
            SELECT uid, deleted_ms FROM fieldfix.deletions WHERE kind = \(kind.rawValue) AND uid = ANY(\(uids))
            """, logger: logger)
        for try await (uid, time) in dead.decode((UUID, Int64).self) where !live.contains(uid) {
            pulled.append(Pulled(record: SyncRecord(kind: kind, uid: uid, updatedAt: time, content: nil), photos: []))
        }
        return pulled
    }

    // MARK: - Photos

    /// Which of these content hashes the server lacks.
    func missingPhotos(_ hashes: [String]) async throws(SyncError) -> Set<String> {
        try await run("look up photos") { db in
            var present: Set<String> = []
            for try await hash in try await db.query("SELECT hash FROM fieldfix.photos WHERE hash = ANY(\(hashes))", logger: logger)
                .decode(String.self) { present.insert(hash) }
            return Set(hashes).subtracting(present)
        }
    }

    /// Stores a photo under its content hash (nothing when it is there already).
    func upload(photo data: Data, hash: String) async throws(SyncError) {
        _ = try await run("upload photo \(hash)") { db in
            try await db.query("""
                INSERT INTO fieldfix.photos (hash, size, bytes) VALUES (\(hash), \(data.count), \(ByteBuffer(bytes: data)))
                ON CONFLICT (hash) DO NOTHING
                """, logger: logger)
        }
    }

    /// The photos with these content hashes.
    func photos(_ hashes: [String]) async throws(SyncError) -> [String: Data] {
        try await run("download photos") { db in
            var found: [String: Data] = [:]
            for try await (hash, bytes) in try await db.query("SELECT hash, bytes FROM fieldfix.photos WHERE hash = ANY(\(hashes))",
                                                               logger: logger).decode((String, ByteBuffer).self) {
                found[hash] = Data(buffer: bytes)
            }
            return found
        }
    }

    // MARK: - Pull

    /// The last feed number given to a committed change (read under the shared lock, so no
    /// push is between taking a number and committing).
    func feedEnd() async throws(SyncError) -> Int64 {
        try await run("read the change feed") { db in
            try await db.withTransaction(logger: logger) { db in
                try await db.query("SELECT pg_advisory_xact_lock_shared(\(ServerSchema.lockKey))", logger: logger)
                var end: Int64 = 0
                for try await (value, called) in try await db.query("SELECT last_value, is_called FROM fieldfix.feed", logger: logger)
                    .decode((Int64, Bool).self) { end = called ? value : 0 }
                return end
            }
        }
    }

    /// The changes with feed numbers in `after+1 ... through`, every kind.
    func changes(after: Int64, through: Int64) async throws(SyncError) -> [Pulled] {
        try await run("read changes \(after + 1)...\(through)") { db in
            var pulled: [Pulled] = []
            for kind in SyncKind.allCases {
                let query: PostgresQuery = "\(unescaped: ServerRecords.select(kind)) WHERE r.feed > \(after) AND r.feed <= \(through) ORDER BY r.feed"
                for try await row in try await db.query(query, logger: logger) {
                    let (record, photos, _) = try ServerRecords.decode(kind, row)
                    pulled.append(Pulled(record: record, photos: photos))
                }
            }
            let dead = try await db.query("""
                SELECT kind, uid, deleted_ms FROM fieldfix.deletions WHERE feed > \(after) AND feed <= \(through) ORDER BY feed
                """, logger: logger)
            for try await (kindName, uid, time) in dead.decode((String, UUID, Int64).self) {
                guard let kind = SyncKind(rawValue: kindName) else { continue }
                pulled.append(Pulled(record: SyncRecord(kind: kind, uid: uid, updatedAt: time, content: nil), photos: []))
            }
            return pulled
        }
    }

    // MARK: - Helpers

    /// Runs `body`, turning any failure into a ``SyncError`` that says what was being done.
    private func run<T>(_ what: String, _ body: (PostgresConnection) async throws -> T) async throws(SyncError) -> T {
        do {
            return try await body(connection)
        } catch let error as SyncError {
            throw error
        } catch let error as PostgresTransactionError {
            if let inner = error.closureError as? SyncError { throw inner }
            throw SyncError(.server, "\(target): \(what): \(Self.explain(error))")
        } catch {
            throw SyncError(.server, "\(target): \(what): \(Self.explain(error))")
        }
    }

    /// The server's own words for a failure (postgres-nio hides them from `description`).
    static func explain(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return "\(error.code): \(underlying)" }
            return "\(error.code)"
        }
        if let error = error as? PostgresTransactionError {
            return [error.beginError, error.closureError, error.commitError].compactMap { $0.map(explain) }.first ?? "\(error)"
        }
        return "\(error)"
    }
}
