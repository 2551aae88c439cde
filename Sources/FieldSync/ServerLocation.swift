import FieldStore
import Foundation
import Positioning
import PostgresNIO

/// The location columns the server's `trees` and `issues` tables share: the position (also
/// as the PostGIS point `geom`), every accuracy column the local store has, the accuracy
/// class, the capture method and averaging, the kind of source and the heights.
enum ServerLocation {
    /// The columns' SQL declarations, for the schema.
    static let declarations = """
        geom geometry(Point, 4326) NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        altitude double precision,
        altitude_hae double precision,
        geoid_separation double precision,
        geoid_separation_source text,
        horizontal_accuracy double precision NOT NULL,
        accuracy_confidence integer NOT NULL,
        accuracy_source text NOT NULL,
        accuracy_class text NOT NULL,
        vertical_accuracy double precision,
        vertical_accuracy_confidence integer,
        vertical_accuracy_source text,
        maximum_accuracy double precision NOT NULL,
        fix_quality text NOT NULL,
        satellites integer,
        hdop double precision,
        speed double precision,
        course double precision,
        fix_day integer,
        fix_millisecond integer,
        capture_method text NOT NULL,
        average_count integer,
        average_duration double precision,
        average_scatter double precision,
        source text
        """

    /// The server-computed geometry column, for ``ServerRowImage/upsert(_:into:key:extra:)``.
    static let geometry = ("geom", "ST_SetSRID(ST_MakePoint({longitude}, {latitude}), 4326)")

    /// Adds the location's columns to a row image.
    static func encode(_ location: CapturedLocation, _ context: CaptureContext, into row: inout ServerRowImage) {
        row.set("latitude", .double(location.latitude))
        row.set("longitude", .double(location.longitude))
        row.set("altitude", .double(location.altitude))
        row.set("altitude_hae", .double(context.ellipsoidalHeight))
        row.set("geoid_separation", .double(context.geoidSeparation))
        row.set("geoid_separation_source", .text(context.geoidSeparationSource))
        row.set("horizontal_accuracy", .double(location.horizontalAccuracy.meters))
        row.set("accuracy_confidence", .integer(location.horizontalAccuracy.confidence.rawValue))
        row.set("accuracy_source", .text(location.horizontalAccuracy.source.rawValue))
        row.set("accuracy_class", .text(AccuracyClass(location.horizontalAccuracy).rawValue))
        row.set("vertical_accuracy", .double(location.verticalAccuracy?.meters))
        row.set("vertical_accuracy_confidence", .integer(location.verticalAccuracy?.confidence.rawValue))
        row.set("vertical_accuracy_source", .text(location.verticalAccuracy?.source.rawValue))
        row.set("maximum_accuracy", .double(location.maximumAccuracy))
        row.set("fix_quality", .text(location.quality.rawValue))
        row.set("satellites", .integer(location.satellitesUsed))
        row.set("hdop", .double(location.hdop))
        row.set("speed", .double(location.speed))
        row.set("course", .double(location.course))
        row.set("fix_day", .integer(location.time?.date?.daysSinceEpoch))
        row.set("fix_millisecond", .integer(location.time?.millisecondOfDay))
        row.set("capture_method", .text(location.method.name))
        var average: (Int, Double, Double)?
        if case let .averaged(count, duration, scatter) = location.method { average = (count, duration, scatter) }
        row.set("average_count", .integer(average?.0))
        row.set("average_duration", .double(average?.1))
        row.set("average_scatter", .double(average?.2))
        row.set("source", .text(context.origin?.rawValue))
    }

    /// Reads the location and context of a server row, checked again by the capture gate's
    /// invariants (a row another program wrote cannot bring an ungated location in).
    ///
    /// - Throws: ``SyncError`` (`badServerRow`) naming the table, uid and what is wrong.
    static func decode(_ row: PostgresRandomAccessRow, place: String) throws(SyncError) -> (CapturedLocation, CaptureContext) {
        do {
            guard let confidence = Confidence(rawValue: try row["accuracy_confidence"].decode(Int.self)),
                  let source = AccuracySource(rawValue: try row["accuracy_source"].decode(String.self)),
                  let quality = FixQuality(rawValue: try row["fix_quality"].decode(String.self))
            else { throw SyncError(.badServerRow, "\(place): bad accuracy confidence, source or fix quality") }
            var vertical: Accuracy?
            if let meters = try row["vertical_accuracy"].decode(Double?.self) {
                guard let c = Confidence(rawValue: try row["vertical_accuracy_confidence"].decode(Int?.self) ?? 0),
                      let s = AccuracySource(rawValue: try row["vertical_accuracy_source"].decode(String?.self) ?? "")
                else { throw SyncError(.badServerRow, "\(place): bad vertical accuracy confidence or source") }
                vertical = Accuracy(meters: meters, confidence: c, source: s)
            }
            let name = try row["capture_method"].decode(String.self)
            guard let method = CaptureMethod(name: name, count: try row["average_count"].decode(Int?.self),
                                             duration: try row["average_duration"].decode(Double?.self),
                                             scatter: try row["average_scatter"].decode(Double?.self))
            else {
                throw SyncError(.badServerRow, "\(place): capture method \"\(name.prefix(40))\" unknown, or averaged without count, duration and scatter")
            }
            var time: FixTime?
            if let ms = try row["fix_millisecond"].decode(Int?.self) {
                time = FixTime(date: try row["fix_day"].decode(Int?.self).map(CivilDate.init(daysSinceEpoch:)), millisecondOfDay: ms)
            }
            let location = try CapturedLocation(
                latitude: try row["latitude"].decode(Double.self), longitude: try row["longitude"].decode(Double.self),
                altitude: try row["altitude"].decode(Double?.self),
                horizontalAccuracy: Accuracy(meters: try row["horizontal_accuracy"].decode(Double.self), confidence: confidence, source: source),
                verticalAccuracy: vertical, maximumAccuracy: try row["maximum_accuracy"].decode(Double.self), quality: quality,
                satellitesUsed: try row["satellites"].decode(Int?.self), hdop: try row["hdop"].decode(Double?.self),
                speed: try row["speed"].decode(Double?.self), course: try row["course"].decode(Double?.self),
                time: time, method: method)
            let context = CaptureContext(
                origin: try row["source"].decode(String?.self).flatMap(LocationOrigin.init(rawValue:)),
                ellipsoidalHeight: try row["altitude_hae"].decode(Double?.self),
                geoidSeparation: try row["geoid_separation"].decode(Double?.self),
                geoidSeparationSource: try row["geoid_separation_source"].decode(String?.self))
            return (location, context)
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError(.badServerRow, "\(place): \(error)")
        }
    }
}
