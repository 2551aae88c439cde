#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Distances between nearby points on the WGS 84 ellipsoid, for speeds derived from
/// successive fixes.
enum GroundDistance {
    /// WGS 84 semi-major axis, metres.
    static let semiMajorAxis = 6_378_137.0
    /// WGS 84 first eccentricity squared.
    static let eccentricitySquared = 6.694_379_990_14e-3

    /// The distance in metres between two points a few kilometres apart at most, from the
    /// meridional and prime-vertical radii of curvature at their mean latitude (error far
    /// below a millimetre per metre at such distances).
    static func meters(fromLatitude lat1: Double, longitude lon1: Double,
                       toLatitude lat2: Double, longitude lon2: Double) -> Double {
        let degrees = Double.pi / 180
        let phi = (lat1 + lat2) / 2 * degrees
        let s = sin(phi)
        let w = (1 - eccentricitySquared * s * s).squareRoot()
        let meridional = semiMajorAxis * (1 - eccentricitySquared) / (w * w * w)
        let primeVertical = semiMajorAxis / w
        var dLon = lon2 - lon1
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        let north = (lat2 - lat1) * degrees * meridional
        let east = dLon * degrees * primeVertical * cos(phi)
        return (north * north + east * east).squareRoot()
    }
}
