import Foundation
import Positioning

/// The location fields of a record in JSON, flattened into the record's object:
/// `latitude`, `longitude`, `altitude`, `horizontalAccuracy`, `accuracyConfidence` (0.68 or
/// 0.95), `accuracySource` (`receiver` or `dopModel`), `verticalAccuracy`,
/// `verticalAccuracyConfidence`, `verticalAccuracySource`, `maximumAccuracy` (the gate's
/// threshold), `fixQuality`, `satellites`, `hdop`, `speed` (m/s), `course` (degrees),
/// `fixTime` (ISO 8601, or a time of day when the receiver gave no date), `captureMethod`
/// (`single`, `auto`, `averaged`), `averageCount`, `averageDuration` (s), `averageScatter` (m).
///
/// Absent values are written as `null`. Reading checks every value and the gate's invariants.
struct LocationJSON: Codable {
    let location: CapturedLocation

    init(_ location: CapturedLocation) { self.location = location }

    enum Keys: String, CodingKey, CaseIterable {
        case latitude, longitude, altitude, horizontalAccuracy, accuracyConfidence, accuracySource
        case verticalAccuracy, verticalAccuracyConfidence, verticalAccuracySource, maximumAccuracy
        case fixQuality, satellites, hdop, speed, course, fixTime
        case captureMethod, averageCount, averageDuration, averageScatter
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        let l = location
        try c.encode(l.latitude, forKey: .latitude)
        try c.encode(l.longitude, forKey: .longitude)
        try c.encode(l.altitude, forKey: .altitude)
        try c.encode(l.horizontalAccuracy.meters, forKey: .horizontalAccuracy)
        try c.encode(l.horizontalAccuracy.confidence.probability, forKey: .accuracyConfidence)
        try c.encode(l.horizontalAccuracy.source.rawValue, forKey: .accuracySource)
        try c.encode(l.verticalAccuracy?.meters, forKey: .verticalAccuracy)
        try c.encode(l.verticalAccuracy?.confidence.probability, forKey: .verticalAccuracyConfidence)
        try c.encode(l.verticalAccuracy?.source.rawValue, forKey: .verticalAccuracySource)
        try c.encode(l.maximumAccuracy, forKey: .maximumAccuracy)
        try c.encode(l.quality.rawValue, forKey: .fixQuality)
        try c.encode(l.satellitesUsed, forKey: .satellites)
        try c.encode(l.hdop, forKey: .hdop)
        try c.encode(l.speed, forKey: .speed)
        try c.encode(l.course, forKey: .course)
        try c.encode(l.time?.iso8601, forKey: .fixTime)
        try c.encode(l.method.name, forKey: .captureMethod)
        var average: (Int, Double, Double)?
        if case let .averaged(count, duration, scatter) = l.method { average = (count, duration, scatter) }
        try c.encode(average?.0, forKey: .averageCount)
        try c.encode(average?.1, forKey: .averageDuration)
        try c.encode(average?.2, forKey: .averageScatter)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func fail(_ key: Keys, _ what: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: c, debugDescription: what)
        }
        func confidence(_ key: Keys) throws -> Confidence? {
            guard let p = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard let value = Confidence.allCases.first(where: { abs($0.probability - p) < 1e-9 }) else {
                throw fail(key, "\(p) is not 0.68 or 0.95")
            }
            return value
        }
        func source(_ key: Keys) throws -> AccuracySource? {
            guard let s = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = AccuracySource(rawValue: s) else { throw fail(key, "\"\(s)\" is not receiver or dopModel") }
            return value
        }
        let meters = try c.decode(Double.self, forKey: .horizontalAccuracy)
        guard let hc = try confidence(.accuracyConfidence) else { throw fail(.accuracyConfidence, "missing") }
        guard let hs = try source(.accuracySource) else { throw fail(.accuracySource, "missing") }
        var vertical: Accuracy?
        if let vm = try c.decodeIfPresent(Double.self, forKey: .verticalAccuracy) {
            guard let vc = try confidence(.verticalAccuracyConfidence), let vs = try source(.verticalAccuracySource) else {
                throw fail(.verticalAccuracy, "needs verticalAccuracyConfidence and verticalAccuracySource")
            }
            vertical = Accuracy(meters: vm, confidence: vc, source: vs)
        }
        let qualityName = try c.decode(String.self, forKey: .fixQuality)
        guard let quality = FixQuality(rawValue: qualityName) else { throw fail(.fixQuality, "unknown quality \"\(qualityName)\"") }
        var time: FixTime?
        if let text = try c.decodeIfPresent(String.self, forKey: .fixTime) {
            guard let parts = TimestampText(text), let ms = parts.millisecondOfDay, (parts.date == nil) == (parts.offsetSeconds == nil),
                  (parts.offsetSeconds ?? 0) == 0 else { throw fail(.fixTime, "\"\(text)\" is not an ISO 8601 UTC time") }
            time = FixTime(date: parts.date, millisecondOfDay: ms)
        }
        let method: CaptureMethod
        switch try c.decode(String.self, forKey: .captureMethod) {
        case "single": method = .single
        case "auto": method = .auto
        case "averaged":
            method = .averaged(count: try c.decode(Int.self, forKey: .averageCount),
                               duration: try c.decode(Double.self, forKey: .averageDuration),
                               scatter: try c.decode(Double.self, forKey: .averageScatter))
        case let other: throw fail(.captureMethod, "unknown capture method \"\(other)\"")
        }
        let candidate: CapturedLocation
        do {
            candidate = try CapturedLocation(
                latitude: try c.decode(Double.self, forKey: .latitude), longitude: try c.decode(Double.self, forKey: .longitude),
                altitude: try c.decodeIfPresent(Double.self, forKey: .altitude),
                horizontalAccuracy: Accuracy(meters: meters, confidence: hc, source: hs), verticalAccuracy: vertical,
                maximumAccuracy: try c.decode(Double.self, forKey: .maximumAccuracy), quality: quality,
                satellitesUsed: try c.decodeIfPresent(Int.self, forKey: .satellites),
                hdop: try c.decodeIfPresent(Double.self, forKey: .hdop), speed: try c.decodeIfPresent(Double.self, forKey: .speed),
                course: try c.decodeIfPresent(Double.self, forKey: .course), time: time, method: method)
        } catch let error as CapturedLocationError {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: error.description))
        }
        do {
            try LocationColumns.recheck(candidate)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: error.message))
        }
        location = candidate
    }
}
