import Foundation

/// A point on the WGS 84 ellipsoid, in degrees, with great-circle distance and bearing.
public struct GeoPoint: Hashable, Sendable {
    /// Latitude, degrees, -90...90.
    public var latitude: Double
    /// Longitude, degrees, -180...180.
    public var longitude: Double

    /// The mean Earth radius used for distances, metres (IUGG R1).
    public static let earthRadius = 6_371_008.8

    /// Creates a point; returns `nil` when a coordinate is not finite or out of range.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `LAT,LON` in decimal degrees (`48.8566,2.3522`).
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        self.init(latitude: lat, longitude: lon)
    }

    /// The great-circle (haversine) distance to `other` on a sphere of ``earthRadius``, metres.
    public func distance(to other: GeoPoint) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (other.longitude - longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * GeoPoint.earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// The initial great-circle bearing towards `other`, degrees clockwise from true north,
    /// 0..<360 (0 when the points coincide).
    public func bearing(to other: GeoPoint) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        let degrees = atan2(y, x) * 180 / .pi
        let normalized = (degrees + 360).truncatingRemainder(dividingBy: 360)
        return normalized == 360 ? 0 : normalized
    }

    /// The latitude band that holds every point within `radius` metres (for an index query).
    func latitudeBand(radius: Double) -> ClosedRange<Double> {
        let degrees = radius / GeoPoint.earthRadius * 180 / .pi
        return max(-90, latitude - degrees)...min(90, latitude + degrees)
    }
}
