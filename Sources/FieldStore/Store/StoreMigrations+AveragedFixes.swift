extension StoreMigrations {
    /// The fixes an averaged capture was made from, one row per fix, belonging to exactly one
    /// tree or issue and deleted with it. The checks repeat the location columns' own.
    static let averagedFixes = """
        CREATE TABLE averagedFix (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            treeId INTEGER REFERENCES tree(id) ON DELETE CASCADE,
            issueId INTEGER REFERENCES issue(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            latitude DOUBLE NOT NULL CHECK (latitude BETWEEN -90 AND 90),
            longitude DOUBLE NOT NULL CHECK (longitude BETWEEN -180 AND 180),
            horizontalAccuracy DOUBLE NOT NULL CHECK (horizontalAccuracy >= 0),
            accuracyConfidence INTEGER NOT NULL CHECK (accuracyConfidence IN (68, 95)),
            accuracySource TEXT NOT NULL CHECK (accuracySource IN ('receiver', 'dopModel')),
            fixTime INTEGER,
            CHECK ((treeId IS NULL) <> (issueId IS NULL)),
            UNIQUE (treeId, position),
            UNIQUE (issueId, position)
        );
        CREATE INDEX averagedFix_on_treeId ON averagedFix(treeId);
        CREATE INDEX averagedFix_on_issueId ON averagedFix(issueId);
        """
}
