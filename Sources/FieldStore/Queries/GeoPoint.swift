import Foundation
import Geodesy

/// A point on the WGS 84 ellipsoid, in degrees, with the geodesic distance and bearing to another.
public struct GeoPoint: Hashable, Sendable {
    /// Latitude, degrees, -90...90.
    public var latitude: Double
    /// Longitude, degrees, -180...180.
    public var longitude: Double

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

    /// The geodesic distance to `other` on the WGS 84 ellipsoid, metres.
    public func distance(to other: GeoPoint) -> Double {
        geodesic(to: other).distance
    }

    /// The initial geodesic bearing towards `other`, degrees clockwise from true north,
    /// 0..<360 (0 when the points coincide).
    public func bearing(to other: GeoPoint) -> Double {
        geodesic(to: other).initialBearing
    }

    /// The shortest path on the ellipsoid to `other`.
    public func geodesic(to other: GeoPoint) -> Geodesic {
        Geodesic(fromLatitude: latitude, longitude: longitude, toLatitude: other.latitude, longitude: other.longitude)
    }

    /// The latitude band that holds every point within `radius` metres (for an index query),
    /// with the smallest meridian radius of curvature (at the equator) so it never falls short.
    func latitudeBand(radius: Double) -> ClosedRange<Double> {
        let degrees = radius / WGS84.meridianRadius(latitude: 0) * 180 / .pi
        return max(-90, latitude - degrees)...min(90, latitude + degrees)
    }
}
