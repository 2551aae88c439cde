#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A local east/north frame around a reference point on the WGS 84 ellipsoid, for offsets of
/// up to a few kilometres (metres to degrees with the radii of curvature at the reference).
public struct LocalFrame: Hashable, Sendable {
    /// The reference latitude, degrees.
    public let latitude: Double
    /// The reference longitude, degrees.
    public let longitude: Double
    /// Metres per degree of latitude at the reference.
    public let metersPerDegreeLatitude: Double
    /// Metres per degree of longitude at the reference.
    public let metersPerDegreeLongitude: Double

    /// Creates the frame at a reference point.
    public init(latitude: Double, longitude: Double) {
        let a = 6_378_137.0
        let f = 1 / 298.257_223_563
        let e2 = f * (2 - f)
        let phi = latitude * Double.pi / 180
        let w = (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let meridian = a * (1 - e2) / (w * w * w)
        let primeVertical = a / w
        self.latitude = latitude
        self.longitude = longitude
        metersPerDegreeLatitude = meridian * Double.pi / 180
        metersPerDegreeLongitude = primeVertical * cos(phi) * Double.pi / 180
    }

    /// The point `east` and `north` metres from the reference, degrees.
    public func coordinate(east: Double, north: Double) -> (latitude: Double, longitude: Double) {
        (latitude + north / metersPerDegreeLatitude, longitude + east / metersPerDegreeLongitude)
    }

    /// The offset of a point from the reference, metres east and north.
    public func offset(latitude lat: Double, longitude lon: Double) -> (east: Double, north: Double) {
        ((lon - longitude) * metersPerDegreeLongitude, (lat - latitude) * metersPerDegreeLatitude)
    }
}
