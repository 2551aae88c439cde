import Foundation
import Testing
@testable import FieldStore

@Suite struct QueryTests {
    @Test func rangeOverlapIsInclusive() throws {
        let temp = try TemporaryStore()
        defer { temp.cleanup() }
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        let early = try temp.store.saveTree(NewTree(species: "early"), at: Fixtures.location(), now: t0)
        _ = try temp.store.editTree(id: early.id, TreeChanges(notes: "edited"), now: t0.addingTimeInterval(100))
        _ = try temp.store.saveTree(NewTree(species: "late"), at: Fixtures.location(), now: t0.addingTimeInterval(200))
        func species(_ from: Double?, _ to: Double) throws -> [String] {
            let range = TimeRange(start: from.map { t0.addingTimeInterval($0) }, end: t0.addingTimeInterval(to))
            return try temp.store.trees(TreeFilter(range: range)).map(\.species)
        }
        #expect(try species(100, 100) == ["early"])          // touches the end of early's interval
        #expect(try species(50, 60) == ["early"])            // inside early's interval
        #expect(try species(100.001, 199.999) == [])         // between the two
        #expect(try species(200, 300) == ["late"])           // starts exactly at late's creation
        #expect(try species(nil, 0) == ["early"])            // ends exactly at early's creation
        #expect(try species(nil, 1000) == ["late", "early"])
    }

    @Test func presetsEndNow() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        #expect(TimeRange(.lastHour, now: now) == TimeRange(start: now.addingTimeInterval(-3600), end: now))
        #expect(TimeRange(.all, now: now) == TimeRange(start: nil, end: now))
        #expect(TimeRange(.today, now: now, calendar: utc).start == Date(timeIntervalSince1970: 1_699_920_000))
        #expect(TimeRange(.sevenDays, now: now).start == now.addingTimeInterval(-604_800))
    }

    @Test func boundsParseDatesAndTimes() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(TimeRange.bound("2024-03-15", isUpperBound: false, timeZone: utc) == Date(timeIntervalSince1970: 1_710_460_800))
        #expect(TimeRange.bound("2024-03-15", isUpperBound: true, timeZone: utc) == Date(timeIntervalSince1970: 1_710_547_199.999))
        #expect(TimeRange.bound("2024-03-15T14:30:22Z", isUpperBound: false) == Date(timeIntervalSince1970: 1_710_513_022))
        #expect(TimeRange.bound("2024-03-15T14:30:22+01:00", isUpperBound: false) == Date(timeIntervalSince1970: 1_710_509_422))
        #expect(TimeRange.bound("2024-02-30", isUpperBound: false) == nil)
        #expect(TimeRange.bound("yesterday", isUpperBound: false) == nil)
    }

    @Test func greatCircleDistanceAndBearing() throws {
        let paris = try #require(GeoPoint(latitude: 48.8566, longitude: 2.3522))
        let london = try #require(GeoPoint(latitude: 51.5074, longitude: -0.1278))
        // Haversine on R = 6371.0088 km gives about 343.56 km and an initial bearing of about 330.0°.
        #expect(abs(paris.distance(to: london) - 343_560) < 200)
        #expect(abs(paris.bearing(to: london) - 330.0) < 0.5)
        let north = try #require(GeoPoint(latitude: 1, longitude: 0))
        let origin = try #require(GeoPoint(latitude: 0, longitude: 0))
        #expect(abs(origin.bearing(to: north)) < 1e-9)
        #expect(abs(origin.distance(to: north) - 6_371_008.8 * .pi / 180) < 1e-6)
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
        #expect(abs(found[0].distance - 55.6) < 0.5 && abs(found[0].bearing) < 1e-6)
        #expect(abs(found[1].bearing - 180) < 1e-6)
    }
}
