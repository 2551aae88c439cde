import FieldStore
import Foundation
import Output
import Positioning
import TestSupport
import Testing

/// `trees find` and `issues find`: distance and bearing from each live fix to a stored record.
@Suite struct FindCommandTests {
    /// Walking north-east towards the tree, which stands at the last epoch (accuracy 3 m).
    static let walk = CaptureLog(epochs: [
        .init(north: 0, east: 0, sigma: 2), .init(north: 1_000, east: 2_000, sigma: 2),
        .init(north: 2_000, east: 4_000, sigma: 2), .init(north: 2_050, east: 4_040, sigma: 2),
    ])

    static func setUp() throws -> (dir: String, log: String, store: RecordStore, target: (Double, Double)) {
        let dir = try StoreCLI.temporaryDirectory("find")
        let log = try walk.write(in: URL(fileURLWithPath: dir), name: "walk.nmea")
        let target = (walk.latitude(3), walk.longitude(3))
        return (dir, log, try RecordStore(directory: dir + "/store"), target)
    }

    @Test func jsonLinesGiveDistanceBearingAndArrival() throws {
        let (dir, log, store, target) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tree = try store.saveTree(NewTree(species: "Olea"), at: StoreCLI.location(latitude: target.0, longitude: target.1))
        let result = try FieldFix.run(["trees", "find", "\(tree.id)", "--source", "file:\(log)", "--json", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        for (i, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let here = (Self.walk.latitude(i), Self.walk.longitude(i))
            let distance = try #require(object["distance"] as? Double)
            #expect(abs(distance - geodesicDistance(here, target)) <= 0.0005, "line \(i)")  // written to the mm
            #expect(object["class"] as? String == "FIND")
            #expect(object["target"] as? Int == Int(tree.id))
            if i < 3 {
                let bearing = try #require(object["bearing"] as? Double)
                #expect(abs(bearing - geodesicBearing(here, target)) <= 0.0005, "line \(i)")  // written to 0.001°
                #expect(object["direction"] as? String == "NE")
            }
            #expect(object["arrived"] as? Bool == (distance <= 3.0192), "line \(i): \(distance) m")
        }
        #expect((lines.last ?? "").contains("\"arrived\":true"))
    }

    @Test func humanLinesStopAtCount() throws {
        let (dir, log, store, target) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let issue = try store.saveIssue(NewIssue(category: .streetlight, description: "Dark"), at: StoreCLI.location(latitude: target.0, longitude: target.1))
        let result = try FieldFix.run(["issues", "find", "\(issue.id)", "--source", "file:\(log)", "--count", "2", "--store", dir + "/store"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let metres = Int(geodesicDistance((Self.walk.latitude(0), Self.walk.longitude(0)), target).rounded())
        #expect(lines.first?.hasPrefix("2026-11-22T12:00:00.000Z  \(metres) m, bearing ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("° NE  ±3.0 m (68%) Excellent") == true, "\(lines)")
        #expect(lines.allSatisfy { !$0.hasSuffix("arrived") })
    }

    @Test func ctrlCEndsWithStatusZero() throws {
        let (dir, _, store, target) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tree = try store.saveTree(NewTree(species: "Olea"), at: StoreCLI.location(latitude: target.0, longitude: target.1))
        // Standard input kept open and silent: no fix ever arrives.
        let find = try FieldFix.start(["trees", "find", "\(tree.id)", "--source", "-", "--store", dir + "/store"],
                                      input: .pipe, stdout: .discard)
        try find.wait(for: "fieldfix trees find: connected to -")
        find.signal(SIGINT)
        let result = try find.finish(timeout: 30)
        find.closeInput()
        #expect(result.exited && result.status == 0, "\(result)")
    }

    @Test func anUnknownIdIsAnError() throws {
        let (dir, log, _, _) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try FieldFix.run(["trees", "find", "42", "--source", "file:\(log)", "--store", dir + "/store"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("no tree with id 42"))
    }

    @Test(arguments: [(0.0, CompassPoint.north), (22.4, .north), (22.5, .northEast), (90, .east), (200, .south),
                      (247.6, .west), (337.5, .north), (359.9, .north), (-45, .northWest), (720 + 135, .southEast)])
    func compassPoints(_ bearing: Double, _ point: CompassPoint) {
        #expect(CompassPoint(bearing: bearing) == point)
    }
}
