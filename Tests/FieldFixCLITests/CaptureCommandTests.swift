import Foundation
import Positioning
import Synchronization
import TestSupport
import Testing

/// `fieldfix capture` end to end: NMEA logs written by the test, read through `--source file:`.
@Suite struct CaptureCommandTests {
    /// Epochs whose radius (1.5096 sigma at 68%) falls under 20 m at index 3 (sigma 13 m).
    static let improving = CaptureLog(epochs: [
        .init(north: 0, east: 0, sigma: 30), .init(north: 900, east: -400, sigma: 20),
        .init(north: 350, east: 120, sigma: 14), .init(north: 210, east: 95, sigma: 13),
        .init(north: 20, east: 5, sigma: 5), .init(north: 10, east: 3, sigma: 3),
    ])

    @Test func aLogThatReachesTheGateSavesATreeAtTheFrozenFix() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Malus domestica", "--variety", "Reinette", "--collection", "Orchard",
            "--source", "file:\(log)", "--timeout", "60", "--json", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try json(result)
        #expect(tree["species"] as? String == "Malus domestica")
        #expect(tree["variety"] as? String == "Reinette")
        #expect(tree["collection"] as? String == "Orchard")
        #expect(tree["captureMethod"] as? String == "auto")
        let latitude = try #require(tree["latitude"] as? Double)
        let longitude = try #require(tree["longitude"] as? Double)
        #expect(abs(latitude - Self.improving.latitude(3)) < 1e-9)
        #expect(abs(longitude - Self.improving.longitude(3)) < 1e-9)
        let accuracy = try #require(tree["horizontalAccuracy"] as? Double)
        #expect(abs(accuracy - 13 * Confidence.p68.rayleighQuantile) <= 0.0005)  // written to the mm
        #expect(accuracy < 20)
        #expect(tree["accuracyConfidence"] as? Double == 0.68)
        #expect(tree["accuracySource"] as? String == "receiver")
        #expect(tree["maximumAccuracy"] as? Double == 20)
    }

    @Test func aLogThatNeverPassesSavesNothingAndFails() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try CaptureLog(epochs: (0..<8).map { .init(north: $0 * 10, east: 0, sigma: 20) })
            .write(in: dir, name: "poor.nmea")
        let store = dir.appendingPathComponent("store")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Ficus", "--source", "file:\(log)", "--timeout", "60",
            "--json", "--store", store.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("nothing saved"), "\(result.stderr)")
        #expect(result.stderr.contains("best fix 30.2 m"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: store.path), "no store is written")
    }

    @Test func aSmallerTargetWaitsForABetterFix() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Quercus robur", "--source", "file:\(log)", "--target", "10",
            "--json", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try json(result)
        #expect(abs((tree["latitude"] as? Double ?? 0) - Self.improving.latitude(4)) < 1e-9)
    }

    @Test func averagingAStaticLogGivesTheMeanAndScatter() throws {
        let offsets = [(0, 0), (120, -80), (-60, 150), (90, 40), (-150, -110), (30, 60), (500, 500)]
        let log = CaptureLog(epochs: offsets.map { .init(north: $0.0, east: $0.1, sigma: 2) })
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try log.write(in: dir, name: "static.nmea")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Olea europaea", "--source", "file:\(path)", "--average", "5",
            "--json", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try json(result)
        #expect(tree["captureMethod"] as? String == "averaged")
        #expect(tree["averageCount"] as? Int == 5)
        #expect(tree["averageDuration"] as? Double == 4)

        // Independently: arithmetic means of the first five positions, distances as ECEF chords.
        let points = (0..<5).map { (log.latitude($0), log.longitude($0)) }
        let meanLatitude = points.map(\.0).reduce(0, +) / 5
        let meanLongitude = points.map(\.1).reduce(0, +) / 5
        #expect(abs((tree["latitude"] as? Double ?? 0) - meanLatitude) < 1e-9)
        #expect(abs((tree["longitude"] as? Double ?? 0) - meanLongitude) < 1e-9)
        let squares = points.map { pow(chord($0, (meanLatitude, meanLongitude)), 2) }
        let scatter = (squares.reduce(0, +) / 4).squareRoot()
        #expect(scatter > 1)
        #expect(abs((tree["averageScatter"] as? Double ?? 0) - scatter) < 1e-3)
        let accuracy = try #require(tree["horizontalAccuracy"] as? Double)
        #expect(accuracy >= 2 * Confidence.p68.rayleighQuantile, "an average is never claimed better than one fix")
    }

    @Test func twoProcessesCapturingIntoOneStoreBothSucceed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let store = dir.appendingPathComponent("store").path
        let species = ["Prunus avium", "Pyrus communis"]
        let results = Mutex<[ProgramResult]>([])
        DispatchQueue.concurrentPerform(iterations: species.count) { i in
            let result = Result {
                try FieldFix.run([
                    "capture", "tree", "--species", species[i], "--source", "file:\(log)", "--json", "--store", store,
                ])
            }
            switch result {
            case let .success(run): results.withLock { $0.append(run) }
            case let .failure(error): Issue.record("cannot run fieldfix: \(error)")
            }
        }
        let runs = results.withLock { $0 }
        #expect(runs.count == 2)
        for run in runs { #expect(run.status == 0, "\(run.stderr)") }
        let ids = try Set(runs.map { try #require(json($0)["id"] as? Int) })
        #expect(ids == [1, 2])
        let list = try FieldFix.run(["trees", "list", "--json", "--store", store])
        let stored = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(Set(stored?.compactMap { $0["species"] as? String } ?? []) == Set(species))
    }

    @Test func anIssueIsCapturedWithItsCategory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let result = try FieldFix.run([
            "capture", "issue", "--category", "water-leak", "--description", "Hydrant leaking",
            "--source", "file:\(log)", "--json", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let issue = try json(result)
        #expect(issue["category"] as? String == "water-leak")
        #expect(issue["description"] as? String == "Hydrant leaking")
        #expect(abs((issue["latitude"] as? Double ?? 0) - Self.improving.latitude(3)) < 1e-9)
    }

    @Test func humanOutputNamesTheRecordAndItsAccuracy() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Tilia cordata", "--source", "file:\(log)",
            "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("saved tree 1: Tilia cordata at 48.8"), "\(result.stdout)")
        #expect(result.stdout.contains("±19.6 m (68%, receiver), auto-captured"), "\(result.stdout)")
    }

    @Test func aTimeoutSavesNothingAndFails() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try CaptureLog(epochs: (0..<20).map { .init(north: $0, east: 0, sigma: 20) })
            .write(in: dir, name: "slow.nmea")
        let store = dir.appendingPathComponent("store")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Ficus", "--source", "file:\(log)?speed=1", "--timeout", "1.5",
            "--store", store.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("timed out after 1.5 s; best fix 30.2 m"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test func photosAreStoredWithTheTree() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        let photo = dir.appendingPathComponent("bark.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: photo)
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Betula", "--photo", photo.path, "--source", "file:\(log)",
            "--json", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try json(result)["photos"] as? [Any])?.count == 1)
    }

    @Test func aPhotoThatIsNotAnImageIsRejectedBeforeAcquiring() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = dir.appendingPathComponent("notes.txt")
        try Data("not an image".utf8).write(to: photo)
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Betula", "--photo", photo.path, "--source", "file:/nonexistent",
            "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not a JPEG, PNG or HEIC image"), "\(result.stderr)")
    }

    /// A store that cannot take the record is reported before the wait for a fix: here its
    /// path is a file, then a folder under a file.
    @Test(arguments: ["store", "store/inside"])
    func aStoreThatCannotBeWrittenIsReportedBeforeAcquiring(under path: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try Self.improving.write(in: dir, name: "improving.nmea")
        try Data("a file, not a folder".utf8).write(to: dir.appendingPathComponent("store"))
        let store = dir.appendingPathComponent(path).path
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Betula", "--source", "file:\(log)", "--store", store,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot create store directory \(store)"), "\(result.stderr)")
        #expect(!result.stderr.contains("acquiring"), "\(result.stderr)")
    }

    @Test func anUnknownCategoryIsRejectedBeforeAcquiring() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FieldFix.run([
            "capture", "issue", "--category", "volcano", "--description", "Lava",
            "--source", "file:/nonexistent", "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown category volcano"), "\(result.stderr)")
    }
}

/// A new empty directory for one test.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-capture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A run's standard output parsed as one JSON object.
private func json(_ result: ProgramResult) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(result.stdout)")
}

/// The straight-line distance between two points on the WGS 84 ellipsoid, metres.
private func chord(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    func ecef(_ p: (Double, Double)) -> (Double, Double, Double) {
        let f = 1 / 298.257223563
        let e2 = f * (2 - f)
        let phi = p.0 * .pi / 180
        let lambda = p.1 * .pi / 180
        let n = 6_378_137 / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        return (n * cos(phi) * cos(lambda), n * cos(phi) * sin(lambda), n * (1 - e2) * sin(phi))
    }
    let (p, q) = (ecef(a), ecef(b))
    return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
}
