#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Earth-centred, Earth-fixed coordinates on WGS 84, to geodetic ones (UBX NAV-SOL).
public enum ECEF {
    /// The geodetic latitude and longitude (degrees) and height above the ellipsoid
    /// (metres) of `(x, y, z)` in metres; `nil` near the Earth's centre, where no latitude
    /// is defined. Latitude by fixed-point iteration on the prime-vertical radius, to far
    /// below a millimetre after six rounds anywhere near the Earth's surface.
    public static func geodetic(x: Double, y: Double, z: Double) -> (latitude: Double, longitude: Double, height: Double)? {
        let a = WGS84.semiMajorAxis, e2 = WGS84.eccentricitySquared
        let p = (x * x + y * y).squareRoot()
        guard p.isFinite, z.isFinite, p + abs(z) > 1000 else { return nil }
        var latitude = atan2(z, p * (1 - e2))
        var height = 0.0
        for _ in 0..<6 {
            let s = sin(latitude)
            let n = a / (1 - e2 * s * s).squareRoot()
            height = abs(latitude) < 1.5 ? p / cos(latitude) - n : z / s - n * (1 - e2)
            latitude = atan2(z, p * (1 - e2 * n / (n + height)))
        }
        return (latitude * 180 / .pi, atan2(y, x) * 180 / .pi, height)
    }

    /// The north, east and down components of the ECEF vector `(x, y, z)` at a latitude and
    /// longitude in degrees.
    public static func ned(x: Double, y: Double, z: Double, latitude: Double, longitude: Double)
        -> (north: Double, east: Double, down: Double)
    {
        let phi = latitude * .pi / 180, lambda = longitude * .pi / 180
        let sp = sin(phi), cp = cos(phi), sl = sin(lambda), cl = cos(lambda)
        let north = -sp * cl * x - sp * sl * y + cp * z
        let east = -sl * x + cl * y
        let up = cp * cl * x + cp * sl * y + sp * z
        return (north, east, -up)
    }
}
