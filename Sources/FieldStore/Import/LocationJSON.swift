import Foundation
import Positioning

/// The location fields of a record in JSON, flattened into the record's object:
/// `latitude`, `longitude`, `altitude` (above mean sea level), `horizontalAccuracy`, `accuracyConfidence` (0.68 or
/// 0.95), `accuracySource` (`receiver` or `dopModel`), `verticalAccuracy`,
/// `verticalAccuracyConfidence`, `verticalAccuracySource`, `maximumAccuracy` (the gate's
/// threshold), `fixQuality`, `satellites`, `hdop`, `speed` (m/s), `course` (degrees),
/// `fixTime` (ISO 8601, or a time of day when the receiver gave no date), `captureMethod`
/// (`single`, `auto`, `averaged`), `averageCount`, `averageDuration` (s), `averageScatter` (m).
///
/// Absent values are `null`. Output writes these fields (`LocationFields`); reading checks every
/// value and the gate's invariants.
package struct LocationJSON: Decodable {
    package let location: CapturedLocation

    package init(_ location: CapturedLocation) { self.location = location }

    package enum Keys: String, CodingKey, CaseIterable {
        case latitude, longitude, altitude, horizontalAccuracy, accuracyConfidence, accuracySource
        case verticalAccuracy, verticalAccuracyConfidence, verticalAccuracySource, maximumAccuracy
        case fixQuality, satellites, hdop, speed, course, fixTime
        case captureMethod, averageCount, averageDuration, averageScatter
    }

    /// A location field's value as JSON and CSV write it; `nil` is `null`, or an empty cell.
    package enum Value {
        /// A number with a fraction: degrees, metres, a probability.
        case decimal(Double?)
        /// A whole number: a count.
        case integer(Int?)
        /// A name or a time.
        case text(String?)
    }

    /// The value of the field `key`: the one place that says what each field holds, for
    /// this JSON and for the CSV export's cells.
    package func value(_ key: Keys) -> Value {
        let l = location
        var average: (count: Int, duration: Double, scatter: Double)?
        if case let .averaged(count, duration, scatter) = l.method { average = (count, duration, scatter) }
        switch key {
        case .latitude: return .decimal(l.latitude)
        case .longitude: return .decimal(l.longitude)
        case .altitude: return .decimal(l.altitude)
        case .horizontalAccuracy: return .decimal(l.horizontalAccuracy.meters)
        case .accuracyConfidence: return .decimal(l.horizontalAccuracy.confidence.probability)
        case .accuracySource: return .text(l.horizontalAccuracy.source.rawValue)
        case .verticalAccuracy: return .decimal(l.verticalAccuracy?.meters)
        case .verticalAccuracyConfidence: return .decimal(l.verticalAccuracy?.confidence.probability)
        case .verticalAccuracySource: return .text(l.verticalAccuracy?.source.rawValue)
        case .maximumAccuracy: return .decimal(l.maximumAccuracy)
        case .fixQuality: return .text(l.quality.rawValue)
        case .satellites: return .integer(l.satellitesUsed)
        case .hdop: return .decimal(l.hdop)
        case .speed: return .decimal(l.speed)
        case .course: return .decimal(l.course)
        case .fixTime: return .text(l.time?.iso8601)
        case .captureMethod: return .text(l.method.name)
        case .averageCount: return .integer(average?.count)
        case .averageDuration: return .decimal(average?.duration)
        case .averageScatter: return .decimal(average?.scatter)
        }
    }

    package init(from decoder: any Decoder) throws {
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
        let methodName = try c.decode(String.self, forKey: .captureMethod)
        // An average's three figures are required (a missing one is named by its path).
        let averaged = methodName == "averaged"
        guard let method = CaptureMethod(
            name: methodName, count: averaged ? try c.decode(Int.self, forKey: .averageCount) : nil,
            duration: averaged ? try c.decode(Double.self, forKey: .averageDuration) : nil,
            scatter: averaged ? try c.decode(Double.self, forKey: .averageScatter) : nil)
        else { throw fail(.captureMethod, "unknown capture method \"\(methodName)\"") }
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
        if let (field, reason) = candidate.implausibleField(now: Date().timeIntervalSince1970) {
            throw fail(Keys(rawValue: field) ?? .latitude, reason)
        }
        location = candidate
    }
}
