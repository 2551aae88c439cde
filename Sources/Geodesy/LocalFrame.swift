#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A local east/north frame in metres: the plane tangent to the WGS 84 ellipsoid at a
/// reference point, scaled by the meridian and prime-vertical radii of curvature there.
///
/// Good for offsets of up to a few kilometres (the error grows with the square of the
/// offset: about 1 mm at 1 km at mid latitudes). Longitude differences wrap at ±180°.
/// Farther apart, use ``Geodesic``.
public struct LocalFrame: Hashable, Sendable {
    /// The reference latitude, degrees.
    public let latitude: Double
    /// The reference longitude, degrees.
    public let longitude: Double
    /// Metres per degree of latitude at the reference.
    public let metersPerDegreeLatitude: Double
    /// Metres per degree of longitude at the reference.
    public let metersPerDegreeLongitude: Double
    /// Metres per radian of latitude at the reference (meridian radius of curvature).
    private let meridianRadius: Double
    /// Prime-vertical radius of curvature at the reference, metres.
    private let primeVerticalRadius: Double
    /// cos of the reference latitude.
    private let cosLatitude: Double

    /// Creates the frame at a reference point, degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
        meridianRadius = WGS84.meridianRadius(latitude: latitude)
        primeVerticalRadius = WGS84.primeVerticalRadius(latitude: latitude)
        cosLatitude = cos(latitude * .pi / 180)
        metersPerDegreeLatitude = meridianRadius * .pi / 180
        metersPerDegreeLongitude = primeVerticalRadius * cosLatitude * .pi / 180
    }

    /// The point `east` and `north` metres from the reference, degrees (longitude within
    /// -180...180).
    public func coordinate(east: Double, north: Double) -> (latitude: Double, longitude: Double) {
        (latitude + north / metersPerDegreeLatitude, Self.wrapped(longitude + east / metersPerDegreeLongitude))
    }

    /// The offset of a point from the reference, metres east and north.
    public func offset(latitude lat: Double, longitude lon: Double) -> (east: Double, north: Double) {
        scaled(latitudeDifference: lat - latitude, longitudeDifference: lon - longitude)
    }

    /// The distance in metres between two nearby points (a few kilometres apart at most),
    /// in the frame tangent at their mean latitude: far below a millimetre per metre there.
    public static func distance(fromLatitude lat1: Double, longitude lon1: Double,
                                toLatitude lat2: Double, longitude lon2: Double) -> Double {
        let frame = LocalFrame(latitude: (lat1 + lat2) / 2, longitude: lon1)
        let d = frame.scaled(latitudeDifference: lat2 - lat1, longitudeDifference: lon2 - lon1)
        return (d.north * d.north + d.east * d.east).squareRoot()
    }

    /// Degree differences from the reference in metres east and north.
    private func scaled(latitudeDifference: Double, longitudeDifference: Double) -> (east: Double, north: Double) {
        let radians = Double.pi / 180
        return (Self.wrapped(longitudeDifference) * radians * primeVerticalRadius * cosLatitude,
                latitudeDifference * radians * meridianRadius)
    }

    /// A longitude or longitude difference brought within -180...180.
    static func wrapped(_ degrees: Double) -> Double {
        degrees > 180 ? degrees - 360 : degrees < -180 ? degrees + 360 : degrees
    }
}
