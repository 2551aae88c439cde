import FieldStore
import Testing

/// The one rule for how far a nearby search reaches, which the CLI and the server share.
@Suite struct SearchRadiusTests {
    @Test func aRadiusIsPositiveFiniteAndAtMostHalfTheEarth() {
        #expect(SearchRadius.isValid(SearchRadius.standard))
        #expect(SearchRadius.isValid(0.001))
        #expect(SearchRadius.isValid(SearchRadius.maximum))
        #expect(!SearchRadius.isValid(SearchRadius.maximum.nextUp))
        #expect(!SearchRadius.isValid(0))
        #expect(!SearchRadius.isValid(-5))
        #expect(!SearchRadius.isValid(.infinity))
        #expect(!SearchRadius.isValid(.nan))
    }

    @Test func theLongestRadiusReachesTheAntipode() throws {
        let origin = try #require(GeoPoint(latitude: 0, longitude: 0))
        let antipode = try #require(GeoPoint(latitude: 0, longitude: 180))
        #expect(origin.distance(to: antipode) <= SearchRadius.maximum)
    }
}
