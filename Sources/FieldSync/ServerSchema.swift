import PostgresNIO

/// The sync server's schema, `fieldfix`, created and migrated by `sync` itself.
///
/// Every change to a record takes the next number of the `feed` sequence, so a device reads
/// what changed since its last sync in feed order. Pushes hold an exclusive advisory lock and
/// feed readers a shared one, so a reader never passes a number whose transaction has not
/// committed yet.
enum ServerSchema {
    /// The schema name.
    static let name = "fieldfix"
    /// The advisory lock key that serialises pushes (and schema migrations).
    static let lockKey: Int64 = 0x6669_656c_6466_6978

    /// The migrations, in order; each runs once, recorded in `fieldfix.migrations`.
    static let migrations: [(name: String, sql: [String])] = [
        ("1 records, photos, deletions, conflicts", [
            "CREATE SEQUENCE fieldfix.feed",
            """
            CREATE TABLE fieldfix.meta (key text PRIMARY KEY, value text NOT NULL)
            """,
            "INSERT INTO fieldfix.meta (key, value) VALUES ('server_id', gen_random_uuid()::text)",
            """
            CREATE TABLE fieldfix.collections (
                uid uuid PRIMARY KEY,
                name text NOT NULL,
                \(versionColumns)
            )
            """,
            """
            CREATE TABLE fieldfix.trees (
                uid uuid PRIMARY KEY,
                \(ServerLocation.declarations),
                species text NOT NULL,
                variety text,
                rootstock text,
                notes text,
                photos text[] NOT NULL DEFAULT '{}',
                collection_uid uuid,
                \(versionColumns)
            )
            """,
            """
            CREATE TABLE fieldfix.issues (
                uid uuid PRIMARY KEY,
                \(ServerLocation.declarations),
                category text NOT NULL,
                description text NOT NULL,
                photo text,
                \(versionColumns)
            )
            """,
            "CREATE INDEX trees_geom ON fieldfix.trees USING gist (geom)",
            "CREATE INDEX issues_geom ON fieldfix.issues USING gist (geom)",
            "CREATE INDEX collections_feed ON fieldfix.collections (feed)",
            "CREATE INDEX trees_feed ON fieldfix.trees (feed)",
            "CREATE INDEX issues_feed ON fieldfix.issues (feed)",
            """
            CREATE TABLE fieldfix.photos (
                hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
                size integer NOT NULL,
                bytes bytea NOT NULL
            )
            """,
            """
            CREATE TABLE fieldfix.deletions (
                kind text NOT NULL CHECK (kind IN ('collection', 'tree', 'issue')),
                uid uuid NOT NULL,
                deleted_at timestamptz NOT NULL,
                deleted_ms bigint NOT NULL,
                device uuid NOT NULL,
                feed bigint NOT NULL,
                PRIMARY KEY (kind, uid)
            )
            """,
            "CREATE INDEX deletions_feed ON fieldfix.deletions (feed)",
            """
            CREATE TABLE fieldfix.conflicts (
                id bigserial PRIMARY KEY,
                kind text NOT NULL,
                uid uuid NOT NULL,
                lost_ms bigint NOT NULL,
                lost_device uuid NOT NULL,
                lost_deleted boolean NOT NULL,
                lost_version json,
                won_ms bigint NOT NULL,
                won_device uuid NOT NULL,
                won_deleted boolean NOT NULL,
                detected_at timestamptz NOT NULL DEFAULT now(),
                UNIQUE (kind, uid, lost_ms, lost_device)
            )
            """,
        ]),
    ]

    /// The version columns every record table has: edit times (readable and exact), the
    /// device that made the version, its position in the feed, and the exact text fields
    /// when one holds a NUL character (which PostgreSQL text cannot).
    private static let versionColumns = """
        created_at timestamptz NOT NULL,
            updated_at timestamptz NOT NULL,
            created_ms bigint NOT NULL,
            updated_ms bigint NOT NULL,
            device uuid NOT NULL,
            feed bigint NOT NULL,
            exact_text bytea
        """

    /// Creates the schema and runs the migrations it lacks, under the advisory lock.
    /// `postgis` is created when missing (which needs the right to create extensions).
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { db in
            try await db.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await db.query("CREATE EXTENSION IF NOT EXISTS postgis", logger: logger)
            try await db.query("CREATE SCHEMA IF NOT EXISTS fieldfix", logger: logger)
            try await db.query("""
                CREATE TABLE IF NOT EXISTS fieldfix.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                """, logger: logger)
            var applied: Set<String> = []
            for try await name in try await db.query("SELECT name FROM fieldfix.migrations", logger: logger).decode(String.self) {
                applied.insert(name)
            }
            for migration in migrations where !applied.contains(migration.name) {
                for statement in migration.sql {
                    try await db.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await db.query("INSERT INTO fieldfix.migrations (name) VALUES (\(migration.name))", logger: logger)
            }
        }
    }
}
