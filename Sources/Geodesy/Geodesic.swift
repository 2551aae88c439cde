#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shortest path between two points on the WGS 84 ellipsoid: its length and the
/// bearings at both ends.
///
/// Solved with Vincenty's inverse formula (Survey Review 23(176), 1975), which agrees with
/// Karney's geodesics to well under a millimetre wherever it converges. It does not converge
/// for nearly antipodal points (within about half a degree of the antipode); there the
/// great-circle solution on a sphere of the mean radius stands in, within 0.5 %.
public struct Geodesic: Hashable, Sendable {
    /// Length of the path, metres.
    public let distance: Double
    /// Bearing at the start towards the end, degrees clockwise from true north, 0..<360
    /// (0 when the points coincide).
    public let initialBearing: Double
    /// Bearing at the end, continuing away from the start, degrees, 0..<360.
    public let finalBearing: Double

    /// The mean radius of WGS 84 (IUGG R1 = (2a + b)/3), metres.
    public static let meanRadius = (2 * WGS84.semiMajorAxis + WGS84.semiMinorAxis) / 3

    /// Solves the path between two points given in degrees.
    public init(fromLatitude lat1: Double, longitude lon1: Double, toLatitude lat2: Double, longitude lon2: Double) {
        let radians = Double.pi / 180
        let f = WGS84.flattening, a = WGS84.semiMajorAxis, b = WGS84.semiMinorAxis
        let l = LocalFrame.wrapped(lon2 - lon1) * radians
        let u1 = atan((1 - f) * tan(lat1 * radians)), u2 = atan((1 - f) * tan(lat2 * radians))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)

        var lambda = l
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let crossNorth = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + crossNorth * crossNorth).squareRoot()
            guard sinSigma > 0 else {
                self.init(distance: 0, initialBearing: 0, finalBearing: 0)
                return
            }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term is not used.
            let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda = l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            guard abs(lambda - previous) < 1e-12 else { continue }

            let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
            let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
            let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
            let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
            let sinL = sin(lambda), cosL = cos(lambda)
            self.init(
                distance: b * bigA * (sigma - deltaSigma),
                initialBearing: atan2(cosU2 * sinL, cosU1 * sinU2 - sinU1 * cosU2 * cosL) / radians,
                finalBearing: atan2(cosU1 * sinL, -sinU1 * cosU2 + cosU1 * sinU2 * cosL) / radians)
            return
        }
        self.init(sphereFromLatitude: lat1 * radians, lat2 * radians, longitudeDifference: l)
    }

    private init(distance: Double, initialBearing: Double, finalBearing: Double) {
        self.distance = distance
        self.initialBearing = Self.normalized(initialBearing)
        self.finalBearing = Self.normalized(finalBearing)
    }

    /// The great circle on the mean sphere (angles in radians).
    private init(sphereFromLatitude phi1: Double, _ phi2: Double, longitudeDifference l: Double) {
        let h = sin((phi2 - phi1) / 2) * sin((phi2 - phi1) / 2) + cos(phi1) * cos(phi2) * sin(l / 2) * sin(l / 2)
        let degrees = 180 / Double.pi
        self.init(
            distance: 2 * Self.meanRadius * asin(min(1, h.squareRoot())),
            initialBearing: atan2(sin(l) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(l)) * degrees,
            finalBearing: atan2(sin(l) * cos(phi1), -sin(phi1) * cos(phi2) + cos(phi1) * sin(phi2) * cos(l)) * degrees)
    }

    /// Degrees within 0..<360.
    private static func normalized(_ degrees: Double) -> Double {
        let wrapped = (degrees + 360).truncatingRemainder(dividingBy: 360)
        return wrapped >= 360 || wrapped.isNaN ? 0 : wrapped
    }
}
