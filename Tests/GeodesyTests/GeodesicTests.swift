import Testing
@testable import Geodesy

/// Reference values: Vincenty's own example (Flinders Peak to Buninyong, as published by
/// Geoscience Australia) and PROJ's `geod +ellps=WGS84 -I` (Karney's algorithm), to the
/// millimetre it prints.
@Suite struct GeodesicTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var from: (Double, Double), to: (Double, Double)
        var distance: Double, initialBearing: Double, finalBearing: Double
        var testDescription: String { "\(from) to \(to)" }
    }

    static let cases: [Case] = [
        // Flinders Peak 37°57'03.72030" S 144°25'29.52440" E to Buninyong 37°39'10.15610" S 143°55'35.38390" E:
        // 54,972.271 m, 306°52'05.37", reverse azimuth 127°10'25.07".
        Case(from: (-(37 + 57 / 60.0 + 3.72030 / 3600), 144 + 25 / 60.0 + 29.52440 / 3600),
             to: (-(37 + 39 / 60.0 + 10.15610 / 3600), 143 + 55 / 60.0 + 35.38390 / 3600),
             distance: 54_972.271, initialBearing: 306 + 52 / 60.0 + 5.37 / 3600, finalBearing: 127 + 10 / 60.0 + 25.07 / 3600 + 180),
        Case(from: (48.137154, 11.576124), to: (48.137254, 11.576224),
             distance: 13.380321, initialBearing: 33.796420950, finalBearing: 180 - 146.203504576),
        Case(from: (48.137154, 11.576124), to: (48.146154, 11.589124),
             distance: 1_391.932383, initialBearing: 44.026832288, finalBearing: 180 - 135.963485353),
        Case(from: (51.5074, -0.1278), to: (48.8566, 2.3522),
             distance: 343_923.120, initialBearing: 148.045928039, finalBearing: 180 - 30.048594704),
        Case(from: (0, 0), to: (0, 90), distance: 10_018_754.171, initialBearing: 90, finalBearing: 90),
        Case(from: (0, 179.99), to: (0, -179.99), distance: 2_226.390, initialBearing: 90, finalBearing: 90),
        Case(from: (-33.8688, 151.2093), to: (40.7128, -74.006),
             distance: 15_988_007.485, initialBearing: 65.683996261, finalBearing: 180 - 93.750222318),
    ]

    @Test(arguments: cases) func agreesWithPublishedGeodesics(_ c: Case) {
        let g = Geodesic(fromLatitude: c.from.0, longitude: c.from.1, toLatitude: c.to.0, longitude: c.to.1)
        #expect(abs(g.distance - c.distance) < 0.001, "distance \(g.distance)")
        #expect(abs(g.initialBearing - c.initialBearing) < 1e-6, "initial bearing \(g.initialBearing)")
        #expect(abs(g.finalBearing - c.finalBearing) < 1e-6, "final bearing \(g.finalBearing)")
    }

    @Test func coincidentPointsAreZeroApartFacingNorth() {
        let g = Geodesic(fromLatitude: 45, longitude: 7, toLatitude: 45, longitude: 7)
        #expect(g.distance == 0 && g.initialBearing == 0)
    }

    @Test func nearlyAntipodalPointsFallBackToTheSphere() {
        // geod: 19,944,127.421 m; Vincenty does not converge here. The sphere is within 0.5 %.
        let g = Geodesic(fromLatitude: 0, longitude: 0, toLatitude: 0.5, longitude: 179.7)
        #expect(abs(g.distance - 19_944_127.421) < 0.005 * 19_944_127.421, "\(g.distance)")
        #expect(g.initialBearing >= 0 && g.initialBearing < 360)
    }
}

@Suite struct LocalFrameTests {
    @Test func shortDistancesMatchTheGeodesicToTheMillimetre() {
        // 55.565891 m due north at 45° N and 13.380321 m at Munich (PROJ geod).
        #expect(abs(LocalFrame.distance(fromLatitude: 45, longitude: 7, toLatitude: 45.0005, longitude: 7) - 55.565891) < 0.001)
        #expect(abs(LocalFrame.distance(fromLatitude: 48.137154, longitude: 11.576124,
                                        toLatitude: 48.137254, longitude: 11.576224) - 13.380321) < 0.001)
        #expect(abs(LocalFrame.distance(fromLatitude: 48.137154, longitude: 11.576124,
                                        toLatitude: 48.146154, longitude: 11.589124) - 1_391.932383) < 0.005)
    }

    @Test func offsetsAndCoordinatesAreInverse() {
        let frame = LocalFrame(latitude: 48.137154, longitude: 11.576124)
        let point = frame.coordinate(east: 250, north: -120)
        let back = frame.offset(latitude: point.latitude, longitude: point.longitude)
        #expect(abs(back.east - 250) < 1e-6 && abs(back.north + 120) < 1e-6)
        // One degree of latitude at 48° is about 111.2 km (meridian radius 6,372 km).
        #expect(abs(frame.metersPerDegreeLatitude - 111_200) < 100)
    }

    @Test func longitudesWrapAtTheAntimeridian() {
        let frame = LocalFrame(latitude: 0, longitude: 179.9999)
        let east = frame.offset(latitude: 0, longitude: -179.9999).east
        #expect(abs(east - 22.264) < 0.001, "\(east)")
        #expect(frame.coordinate(east: east, north: 0).longitude < -179)
    }
}
