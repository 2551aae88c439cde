import GRDB

/// The database schema's migrations, in order. A migration's name and SQL never change once
/// shipped; a change to the schema is a new migration appended here.
enum StoreMigrations {
    /// The migrator for a store database.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 trees, collections, issues") { db in
            try db.execute(sql: v1)
        }
        migrator.registerMigration("v2 record ids, source, heights") { db in
            for table in ["tree", "issue"] { try db.execute(sql: v2(table)) }
        }
        // The fixes of averaged captures (StoreMigrations+AveragedFixes.swift).
        migrator.registerMigration("averaged fixes of a record") { db in
            try db.execute(sql: averagedFixes)
        }
        migrator.registerMigration("v3 sync: global ids, edit times, tombstones") { db in
            try db.execute(sql: v3Sync)
        }
        return migrator
    }

    /// Team sync (issue 21). Collections get the stable `uid` trees and issues have, and
    /// collections and issues an `updatedAt` (their `createdAt` for rows already stored);
    /// `serverUpdatedAt` is the version of each record the sync server last confirmed (NULL:
    /// never synced), so a record waits to be pushed while it differs from `updatedAt`;
    /// `tombstone` remembers deleted records (with the server version they replace) until the
    /// server has them; `syncState` holds
    /// this store's device id and its place in the server's change feed. Every row is kept.
    private static let v3Sync = """
        ALTER TABLE collection ADD COLUMN uid TEXT;
        UPDATE collection SET uid = \(randomUUID);
        CREATE UNIQUE INDEX collection_on_uid ON collection(uid);
        ALTER TABLE collection ADD COLUMN updatedAt INTEGER;
        UPDATE collection SET updatedAt = createdAt;
        ALTER TABLE issue ADD COLUMN updatedAt INTEGER;
        UPDATE issue SET updatedAt = createdAt;
        ALTER TABLE collection ADD COLUMN serverUpdatedAt INTEGER;
        ALTER TABLE tree ADD COLUMN serverUpdatedAt INTEGER;
        ALTER TABLE issue ADD COLUMN serverUpdatedAt INTEGER;
        CREATE TABLE tombstone (
            kind TEXT NOT NULL CHECK (kind IN ('collection', 'tree', 'issue')),
            uid TEXT NOT NULL,
            deletedAt INTEGER NOT NULL,
            pushed INTEGER NOT NULL DEFAULT 0 CHECK (pushed IN (0, 1)),
            serverUpdatedAt INTEGER,
            PRIMARY KEY (kind, uid)
        ) WITHOUT ROWID;
        CREATE TABLE syncState (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            device TEXT NOT NULL,
            server TEXT,
            lastSequence INTEGER NOT NULL DEFAULT 0,
            lastSyncAt INTEGER
        );
        INSERT INTO syncState (id, device) VALUES (1, \(randomUUID));
        """

    /// Version 1. Location checks repeat the capture gate's invariants, so no row can hold an
    /// ungated location even when written with plain SQL.
    private static let v1 = """
        CREATE TABLE collection (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
            createdAt INTEGER NOT NULL
        );
        CREATE TABLE tree (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            \(locationV1),
            species TEXT NOT NULL CHECK (length(trim(species)) > 0),
            variety TEXT,
            rootstock TEXT,
            notes TEXT,
            photos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(photos)),
            collectionId INTEGER REFERENCES collection(id) ON DELETE SET NULL,
            createdAt INTEGER NOT NULL,
            updatedAt INTEGER NOT NULL CHECK (updatedAt >= createdAt)
        );
        CREATE INDEX tree_on_collectionId ON tree(collectionId);
        CREATE INDEX tree_on_createdAt ON tree(createdAt);
        CREATE INDEX tree_on_latitude ON tree(latitude);
        CREATE TABLE issue (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            \(locationV1),
            category TEXT NOT NULL CHECK (category IN ('pothole', 'streetlight', 'garbage', 'water-leak', 'other')),
            description TEXT NOT NULL CHECK (length(trim(description)) > 0),
            photo TEXT,
            createdAt INTEGER NOT NULL
        );
        CREATE INDEX issue_on_createdAt ON issue(createdAt);
        CREATE INDEX issue_on_latitude ON issue(latitude);
        CREATE TABLE preference (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            lastCollectionId INTEGER REFERENCES collection(id) ON DELETE SET NULL
        );
        INSERT INTO preference (id, lastCollectionId) VALUES (1, NULL);
        """

    /// Version 2, for `tree` and `issue`: a stable record id (`uid`, a random UUID, given to
    /// the rows already stored too) that exports carry and imports recognise; the kind of
    /// source; the height above the ellipsoid and the geoid separation with its source.
    /// Every existing row is kept.
    private static func v2(_ table: String) -> String {
        """
        ALTER TABLE \(table) ADD COLUMN uid TEXT;
        UPDATE \(table) SET uid = \(randomUUID);
        CREATE UNIQUE INDEX \(table)_on_uid ON \(table)(uid);
        ALTER TABLE \(table) ADD COLUMN source TEXT CHECK (source IN ('gpsd', 'device', 'network', 'file', 'stdin'));
        ALTER TABLE \(table) ADD COLUMN altitudeHAE DOUBLE;
        ALTER TABLE \(table) ADD COLUMN geoidSeparation DOUBLE;
        ALTER TABLE \(table) ADD COLUMN geoidSeparationSource TEXT;
        """
    }

    /// SQL for a random (version 4) UUID in lower-case text form.
    private static let randomUUID = """
        lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' \
        || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))
        """

    /// The location columns shared by `tree` and `issue` in version 1.
    private static let locationV1 = """
        latitude DOUBLE NOT NULL CHECK (latitude BETWEEN -90 AND 90),
            longitude DOUBLE NOT NULL CHECK (longitude BETWEEN -180 AND 180),
            altitude DOUBLE,
            horizontalAccuracy DOUBLE NOT NULL CHECK (horizontalAccuracy >= 0),
            accuracyConfidence INTEGER NOT NULL CHECK (accuracyConfidence IN (68, 95)),
            accuracySource TEXT NOT NULL CHECK (accuracySource IN ('receiver', 'dopModel')),
            verticalAccuracy DOUBLE CHECK (verticalAccuracy >= 0),
            verticalAccuracyConfidence INTEGER CHECK (verticalAccuracyConfidence IN (68, 95)),
            verticalAccuracySource TEXT CHECK (verticalAccuracySource IN ('receiver', 'dopModel')),
            maximumAccuracy DOUBLE NOT NULL CHECK (horizontalAccuracy < maximumAccuracy),
            fixQuality TEXT NOT NULL CHECK (fixQuality IN ('autonomous', 'differential', 'pps', 'rtkFixed', 'rtkFloat')),
            satellites INTEGER CHECK (satellites >= 0),
            hdop DOUBLE,
            speed DOUBLE,
            course DOUBLE,
            fixDay INTEGER,
            fixMillisecond INTEGER,
            captureMethod TEXT NOT NULL CHECK (captureMethod IN ('single', 'auto', 'averaged'))
                CHECK ((captureMethod = 'averaged') = (averageCount IS NOT NULL AND averageDuration IS NOT NULL AND averageScatter IS NOT NULL)),
            averageCount INTEGER CHECK (averageCount >= 1),
            averageDuration DOUBLE CHECK (averageDuration >= 0),
            averageScatter DOUBLE CHECK (averageScatter >= 0)
        """
}
