import FieldStore
import Foundation
import Geodesy
import TestSupport
import Testing

/// `trees near` and `issues near`, centred with `--at` or on the first passing fix of `--source`.
@Suite struct NearCommandTests {
    /// Refused (sigma 30 m, radius 45 m), then passing (sigma 2 m) at epoch 1, then elsewhere.
    static let log = CaptureLog(epochs: [
        .init(north: 0, east: 0, sigma: 30), .init(north: 20_000, east: 10_000, sigma: 2), .init(north: 90_000, east: 0, sigma: 2),
    ])

    static func setUp() throws -> (dir: String, log: String, store: RecordStore) {
        let dir = try StoreCLI.temporaryDirectory("near")
        let log = try Self.log.write(in: URL(fileURLWithPath: dir), name: "walk.nmea")
        return (dir, log, try RecordStore(directory: dir + "/store"))
    }

    @Test func treesNearAPointAreListedNearestFirst() throws {
        let (dir, _, store) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try store.saveTree(NewTree(species: "Far"), at: StoreCLI.location(latitude: 52.5209, longitude: 13.405))
        _ = try store.saveTree(NewTree(species: "Near"), at: StoreCLI.location(latitude: 52.52, longitude: 13.4051))
        _ = try store.saveTree(NewTree(species: "Out"), at: StoreCLI.location(latitude: 52.53, longitude: 13.405))
        let result = try FieldFix.run(["trees", "near", "--at", "52.52,13.405", "--radius", "200", "--json", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(found.compactMap { ($0["record"] as? [String: Any])?["species"] as? String } == ["Near", "Far"])
        let expected = geodesicDistance((52.52, 13.405), (52.52, 13.4051))
        #expect(abs((found[0]["distance"] as? Double ?? 0) - expected) <= 0.0005)  // written to the mm
        #expect(abs((found[0]["bearing"] as? Double ?? 0) - 90) < 0.01)
        let human = try FieldFix.run(["trees", "near", "--at", "52.52,13.405", "--radius", "200", "--store", dir + "/store"])
        #expect(human.stdout.split(separator: "\n").first?.hasPrefix("7 m, bearing 90° E\t") == true, "\(human.stdout)")
    }

    @Test func theSourceCentresOnItsFirstPassingFix() throws {
        let (dir, log, store) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let centre = (Self.log.latitude(1), Self.log.longitude(1))
        let first = (Self.log.latitude(0), Self.log.longitude(0))
        _ = try store.saveIssue(NewIssue(category: .pothole, description: "Here"), at: StoreCLI.location(latitude: centre.0 + 0.0003, longitude: centre.1))
        _ = try store.saveIssue(NewIssue(category: .garbage, description: "At the refused fix"), at: StoreCLI.location(latitude: first.0, longitude: first.1))
        let result = try FieldFix.run(["issues", "near", "--source", "file:\(log)", "--radius", "100", "--json", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(found.count == 1)
        #expect((found.first?["record"] as? [String: Any])?["description"] as? String == "Here")
        let expected = geodesicDistance(centre, (centre.0 + 0.0003, centre.1))
        #expect(abs((found.first?["distance"] as? Double ?? 0) - expected) <= 0.0005)  // written to the mm
    }

    @Test func noPassingFixIsAClearError() throws {
        let dir = try StoreCLI.temporaryDirectory("near-none")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = try CaptureLog(epochs: [.init(north: 0, east: 0, sigma: 30)]).write(in: URL(fileURLWithPath: dir), name: "poor.nmea")
        let result = try FieldFix.run(["trees", "near", "--source", "file:\(log)", "--store", dir + "/store"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("file:\(log) ended; last fix refused: accuracy 45.3 m >= 20 m"), "\(result.stderr)")
    }

    @Test func atAndSourceTogetherAreAUsageError() throws {
        let result = try FieldFix.run(["trees", "near", "--at", "1,2", "--source", "-"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("give --at or --source, not both"))
    }
}

/// The geodesic distance on WGS 84 from `a` to `b`, metres (Geodesy's own tests check it
/// against published values).
func geodesicDistance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    Geodesic(fromLatitude: a.0, longitude: a.1, toLatitude: b.0, longitude: b.1).distance
}

/// The initial geodesic bearing from `a` to `b`, degrees 0..<360.
func geodesicBearing(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    Geodesic(fromLatitude: a.0, longitude: a.1, toLatitude: b.0, longitude: b.1).initialBearing
}
