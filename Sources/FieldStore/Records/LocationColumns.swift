import GRDB
import Positioning

/// The columns that hold a ``CapturedLocation`` in the `tree` and `issue` tables, and the
/// conversion both ways.
///
/// Reading re-creates the `CapturedLocation` through its checking initializer, so a row that
/// does not meet the gate's invariants is refused, never handed out.
enum LocationColumns {
    static let latitude = Column("latitude")
    static let longitude = Column("longitude")
    static let altitude = Column("altitude")
    static let horizontalAccuracy = Column("horizontalAccuracy")
    static let accuracyConfidence = Column("accuracyConfidence")
    static let accuracySource = Column("accuracySource")
    static let verticalAccuracy = Column("verticalAccuracy")
    static let verticalAccuracyConfidence = Column("verticalAccuracyConfidence")
    static let verticalAccuracySource = Column("verticalAccuracySource")
    static let maximumAccuracy = Column("maximumAccuracy")
    static let fixQuality = Column("fixQuality")
    static let satellites = Column("satellites")
    static let hdop = Column("hdop")
    static let speed = Column("speed")
    static let course = Column("course")
    static let fixDay = Column("fixDay")
    static let fixMillisecond = Column("fixMillisecond")
    static let captureMethod = Column("captureMethod")
    static let averageCount = Column("averageCount")
    static let averageDuration = Column("averageDuration")
    static let averageScatter = Column("averageScatter")

    /// Writes `location` into a record's persistence container.
    static func encode(_ location: CapturedLocation, to container: inout PersistenceContainer) {
        container[latitude] = location.latitude
        container[longitude] = location.longitude
        container[altitude] = location.altitude
        container[horizontalAccuracy] = location.horizontalAccuracy.meters
        container[accuracyConfidence] = location.horizontalAccuracy.confidence.rawValue
        container[accuracySource] = location.horizontalAccuracy.source.rawValue
        container[verticalAccuracy] = location.verticalAccuracy?.meters
        container[verticalAccuracyConfidence] = location.verticalAccuracy?.confidence.rawValue
        container[verticalAccuracySource] = location.verticalAccuracy?.source.rawValue
        container[maximumAccuracy] = location.maximumAccuracy
        container[fixQuality] = location.quality.rawValue
        container[satellites] = location.satellitesUsed
        container[hdop] = location.hdop
        container[speed] = location.speed
        container[course] = location.course
        container[fixDay] = location.time?.date?.daysSinceEpoch
        container[fixMillisecond] = location.time?.millisecondOfDay
        container[captureMethod] = location.method.name
        if case let .averaged(count, duration, scatter) = location.method {
            container[averageCount] = count
            container[averageDuration] = duration
            container[averageScatter] = scatter
        } else {
            container[averageCount] = nil
            container[averageDuration] = nil
            container[averageScatter] = nil
        }
    }

    /// Reads a location from a row of `tree` or `issue`.
    ///
    /// - Throws: ``StoreError`` (`ungatedLocation`) when the row breaks an invariant.
    static func decode(_ row: Row, table: String) throws(StoreError) -> CapturedLocation {
        let id: Int64? = row["id"]
        let place = "\(table) \(id.map(String.init) ?? "?")"
        func invalid(_ what: String) -> StoreError { StoreError(.ungatedLocation, "\(place): \(what)") }
        guard let confidence = Confidence(rawValue: row[accuracyConfidence] ?? 0) else { throw invalid("bad accuracyConfidence") }
        guard let source = AccuracySource(rawValue: row[accuracySource] ?? "") else { throw invalid("bad accuracySource") }
        guard let quality = FixQuality(rawValue: row[fixQuality] ?? "") else { throw invalid("bad fixQuality") }
        guard let lat: Double = row[latitude], let lon: Double = row[longitude],
              let meters: Double = row[horizontalAccuracy], let limit: Double = row[maximumAccuracy]
        else { throw invalid("missing position or accuracy") }
        var vertical: Accuracy?
        if let vm: Double = row[verticalAccuracy] {
            guard let vc = Confidence(rawValue: row[verticalAccuracyConfidence] ?? 0),
                  let vs = AccuracySource(rawValue: row[verticalAccuracySource] ?? "")
            else { throw invalid("bad vertical accuracy confidence or source") }
            vertical = Accuracy(meters: vm, confidence: vc, source: vs)
        }
        guard let method = CaptureMethod(name: row[captureMethod] ?? "", count: row[averageCount],
                                         duration: row[averageDuration], scatter: row[averageScatter])
        else { throw invalid("bad captureMethod, or an averaged capture without count, duration and scatter") }
        var time: FixTime?
        if let ms: Int = row[fixMillisecond] {
            time = FixTime(date: (row[fixDay] as Int?).map(CivilDate.init(daysSinceEpoch:)), millisecondOfDay: ms)
        }
        let location: CapturedLocation
        do {
            location = try CapturedLocation(
                latitude: lat, longitude: lon, altitude: row[altitude],
                horizontalAccuracy: Accuracy(meters: meters, confidence: confidence, source: source),
                verticalAccuracy: vertical, maximumAccuracy: limit, quality: quality,
                satellitesUsed: row[satellites], hdop: row[hdop], speed: row[speed], course: row[course],
                time: time, method: method)
        } catch {
            throw invalid(error.description)
        }
        return location
    }
}
