import GRDB
import Positioning

extension RecordStore {
    /// The fixes an averaged capture was made from, in the order they were taken; empty for
    /// a record captured another way, or saved before the store kept them.
    ///
    /// - Throws: ``StoreError`` (`database`).
    public func averagedFixes(of owner: AveragedFixOwner) throws(StoreError) -> [AveragedFix] {
        let column = owner.column
        return try read("cannot read the averaged fixes of \(column.name) \(column.id)") { db in
            try Row.fetchAll(db, sql: """
                SELECT latitude, longitude, horizontalAccuracy, accuracyConfidence, accuracySource, fixTime
                FROM averagedFix WHERE \(column.name) = ? ORDER BY position
                """, arguments: [column.id]).compactMap { row -> AveragedFix? in
                guard let confidence = Confidence(rawValue: row["accuracyConfidence"]),
                      let source = AccuracySource(rawValue: row["accuracySource"]) else { return nil }
                return AveragedFix(
                    latitude: row["latitude"], longitude: row["longitude"],
                    horizontalAccuracy: Accuracy(meters: row["horizontalAccuracy"], confidence: confidence, source: source),
                    unixMilliseconds: row["fixTime"])
            }
        }
    }

    /// Stores a location's averaged fixes for its record, inside the record's transaction.
    static func insertAveragedFixes(of location: CapturedLocation, for owner: AveragedFixOwner, _ db: Database) throws {
        let column = owner.column
        for (position, fix) in location.averagedFixes.enumerated() {
            try db.execute(sql: """
                INSERT INTO averagedFix (\(column.name), position, latitude, longitude, horizontalAccuracy, accuracyConfidence,
                                         accuracySource, fixTime)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [column.id, position, fix.latitude, fix.longitude, fix.horizontalAccuracy.meters,
                                 fix.horizontalAccuracy.confidence.rawValue, fix.horizontalAccuracy.source.rawValue,
                                 fix.unixMilliseconds])
        }
    }
}
