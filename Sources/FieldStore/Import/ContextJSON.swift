import Foundation

/// A record's stable id and ``CaptureContext`` in JSON, flattened into the record's object:
/// `uid` (UUID text), `source` (`gpsd`, `device`, `network`, `file`, `stdin` or `null`),
/// `altitudeHAE` (height above the WGS 84 ellipsoid, m), `geoidSeparation` (m) and
/// `geoidSeparationSource` (`receiver`, `egm96`). Files exported before these fields
/// existed have none: their records get a new `uid` on import.
package struct ContextJSON: Decodable {
    package var uid: UUID?
    package var context: CaptureContext

    package enum Keys: String, CodingKey, CaseIterable { case uid, source, altitudeHAE, geoidSeparation, geoidSeparationSource }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if let text = try c.decodeIfPresent(String.self, forKey: .uid) {
            guard let uid = UUID(uuidString: text) else {
                throw DecodingError.dataCorruptedError(forKey: .uid, in: c, debugDescription: "\"\(text)\" is not a UUID")
            }
            self.uid = uid
        }
        var origin: LocationOrigin?
        if let name = try c.decodeIfPresent(String.self, forKey: .source) {
            guard let known = LocationOrigin(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .source, in: c, debugDescription: "unknown source \"\(name)\"")
            }
            origin = known
        }
        context = CaptureContext(
            origin: origin, ellipsoidalHeight: try c.decodeIfPresent(Double.self, forKey: .altitudeHAE),
            geoidSeparation: try c.decodeIfPresent(Double.self, forKey: .geoidSeparation),
            geoidSeparationSource: try c.decodeIfPresent(String.self, forKey: .geoidSeparationSource))
        for (key, value) in [(Keys.altitudeHAE, context.ellipsoidalHeight), (.geoidSeparation, context.geoidSeparation)] {
            if let value, !value.isFinite {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(value) is not a finite height")
            }
        }
    }
}
