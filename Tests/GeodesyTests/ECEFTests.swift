import Foundation
import Geodesy
import Testing

/// ECEF to geodetic, against the closed-form forward conversion, and the local frame's
/// north/east/down components of a vector.
@Suite struct ECEFTests {
    /// The ECEF position of a geodetic one (degrees, metres above the ellipsoid).
    static func ecef(latitude: Double, longitude: Double, height: Double) -> (Double, Double, Double) {
        let phi = latitude * .pi / 180, lambda = longitude * .pi / 180
        let n = WGS84.primeVerticalRadius(latitude: latitude)
        let e2 = WGS84.eccentricitySquared
        return ((n + height) * cos(phi) * cos(lambda), (n + height) * cos(phi) * sin(lambda), (n * (1 - e2) + height) * sin(phi))
    }

    @Test(arguments: [(48.137154, 11.576124, 519.0), (-33.8688, 151.2093, 58.0), (0.0, 0.0, 0.0), (89.99, -45.0, 2000.0),
                      (-60.5, -179.9, -30.0)])
    func aPositionComesBackWithinAMillimetre(latitude: Double, longitude: Double, height: Double) throws {
        let (x, y, z) = Self.ecef(latitude: latitude, longitude: longitude, height: height)
        let back = try #require(ECEF.geodetic(x: x, y: y, z: z))
        #expect(abs(back.latitude - latitude) * 111_000 < 0.001)
        #expect(abs(back.longitude - longitude) * 111_000 * cos(latitude * .pi / 180) < 0.001)
        #expect(abs(back.height - height) < 0.001)
    }

    @Test func theEarthsCentreHasNoLatitude() {
        #expect(ECEF.geodetic(x: 10, y: -20, z: 5) == nil)
        #expect(ECEF.geodetic(x: .nan, y: 0, z: 0) == nil)
    }

    @Test func anUpwardVectorPointsUpAndANorthwardOneNorth() {
        let (latitude, longitude) = (48.0, 11.0)
        let (x0, y0, z0) = Self.ecef(latitude: latitude, longitude: longitude, height: 0)
        let (x1, y1, z1) = Self.ecef(latitude: latitude, longitude: longitude, height: 10)
        let up = ECEF.ned(x: x1 - x0, y: y1 - y0, z: z1 - z0, latitude: latitude, longitude: longitude)
        #expect(abs(up.down + 10) < 1e-6 && abs(up.north) < 1e-6 && abs(up.east) < 1e-6)
        let (x2, y2, z2) = Self.ecef(latitude: latitude + 0.0001, longitude: longitude, height: 0)
        let north = ECEF.ned(x: x2 - x0, y: y2 - y0, z: z2 - z0, latitude: latitude, longitude: longitude)
        #expect(north.north > 11 && abs(north.east) < 1e-6)
    }
}
