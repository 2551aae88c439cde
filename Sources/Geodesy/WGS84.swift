#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The WGS 84 ellipsoid: the datum of GNSS positions, of the stores and of every distance
/// FieldFix computes.
public enum WGS84 {
    /// Semi-major (equatorial) axis, metres.
    public static let semiMajorAxis = 6_378_137.0
    /// Flattening, 1/298.257223563.
    public static let flattening = 1 / 298.257_223_563
    /// Semi-minor (polar) axis, metres: a(1 - f).
    public static let semiMinorAxis = semiMajorAxis * (1 - flattening)
    /// First eccentricity squared, f(2 - f), as NIMA TR8350.2 publishes it (to 12 significant
    /// digits; every figure FieldFix prints was computed with this value).
    public static let eccentricitySquared = 6.694_379_990_14e-3

    /// The meridian radius of curvature at a latitude in degrees, metres: a(1 - e²)/w³ with
    /// w = √(1 - e² sin²φ). Metres per radian of latitude there.
    public static func meridianRadius(latitude: Double) -> Double {
        let w = curvatureTerm(latitude: latitude)
        return semiMajorAxis * (1 - eccentricitySquared) / (w * w * w)
    }

    /// The prime-vertical radius of curvature at a latitude in degrees, metres: a/w.
    public static func primeVerticalRadius(latitude: Double) -> Double {
        semiMajorAxis / curvatureTerm(latitude: latitude)
    }

    /// w = √(1 - e² sin²φ).
    private static func curvatureTerm(latitude: Double) -> Double {
        let s = sin(latitude * .pi / 180)
        return (1 - eccentricitySquared * s * s).squareRoot()
    }
}
