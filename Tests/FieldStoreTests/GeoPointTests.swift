import Foundation
import Testing
@testable import FieldStore

@Suite struct GeoPointTests {
    @Test func ellipsoidalDistanceAndBearing() throws {
        let paris = try #require(GeoPoint(latitude: 48.8566, longitude: 2.3522))
        let london = try #require(GeoPoint(latitude: 51.5074, longitude: -0.1278))
        // PROJ's `geod +ellps=WGS84 -I`: 343,923.120 m at 329.951405296° (a sphere gives 343.56 km).
        #expect(abs(paris.distance(to: london) - 343_923.120) < 0.001)
        #expect(abs(paris.bearing(to: london) - (360 - 30.048594704)) < 1e-6)
        let north = try #require(GeoPoint(latitude: 1, longitude: 0))
        let origin = try #require(GeoPoint(latitude: 0, longitude: 0))
        #expect(abs(origin.bearing(to: north)) < 1e-9)
        // The first degree of latitude is 110,574.389 m on WGS 84 (111,195 m on the mean sphere).
        #expect(abs(origin.distance(to: north) - 110_574.389) < 0.001)
        #expect(GeoPoint(parsing: "91,0") == nil)
        #expect(GeoPoint(parsing: "48.8566, 2.3522") == paris)
    }

    @Test func nearbyTreesSortedByDistance() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let center = try #require(GeoPoint(latitude: 45, longitude: 7))
        // 0.001° of latitude is about 111 m.
        for (name, dLat) in [("far", 0.01), ("near", 0.0005), ("mid", -0.001)] {
            _ = try temp.store.saveTree(NewTree(species: name), at: Fixtures.location(latitude: 45 + dLat, longitude: 7))
        }
        let found = try temp.store.trees(near: center, radius: 200)
        #expect(found.map(\.record.species) == ["near", "mid"])
        // geod: 0.0005° of latitude at 45° N is 55.566 m.
        #expect(abs(found[0].distance - 55.566) < 0.001 && abs(found[0].bearing) < 1e-6)
        #expect(abs(found[1].bearing - 180) < 1e-6)
    }
}
