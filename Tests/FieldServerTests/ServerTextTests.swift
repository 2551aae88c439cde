import Capture
import FieldServer
import FieldStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Output
import Positioning
import Testing

/// What the server sends for people to read is the CLI's text, from the one rule of each
/// figure: a fix's and a record's class and accuracy text, the gate's reason, the averaging
/// scatter, and the vocabulary the web app lists. Over a real loopback server.
@Suite struct ServerTextTests {
    /// The HDOP at which the server's DOP model gives a radius of `meters`.
    static func hdop(forRadius meters: Double) throws -> Double {
        let unit = try #require(AccuracyEngine().assess(fix(hdop: 1), age: 0).horizontalAccuracy?.meters)
        return meters / unit
    }

    /// The fix ``SteadySource`` reports, with `hdop`.
    static func fix(hdop: Double) -> Fix {
        Fix(time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000),
            latitude: 52.5, longitude: 13.4, altitudeMSL: 34, mode: .threeD, quality: .autonomous, satellitesUsed: 9, hdop: hdop)
    }

    /// 19.96 m is Marginal and reads "±20.0 m" (rounded to the nearest 0.1 m, as `live`
    /// prints it) in the fix, the frozen location and the saved record alike.
    @Test func aFixJustUnder20MetresHasTheCLIsClassAndTextEverywhere() async throws {
        let hdop = try Self.hdop(forRadius: 19.96)
        let update = AccuracyEngine().assess(Self.fix(hdop: hdop), age: 0)
        let accuracy = try #require(update.horizontalAccuracy)
        #expect(abs(accuracy.meters - 19.96) < 1e-9)
        let harness = try ServerHarness(hdop: hdop)
        try await harness.runOnLoopback { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","auto":false}"#).status == .created)
            let status = try await client.waitForCapture { $0["fix"] != nil }
            let fix = try #require(status["fix"] as? [String: Any], "\(status)")
            #expect(fix["accuracyClass"] as? String == AccuracyClass(meters: accuracy.meters).rawValue)
            #expect(fix["accuracyClass"] as? String == "marginal")
            #expect(fix["accuracyText"] as? String == AccuracyText.radius(accuracy))
            #expect(fix["accuracyText"] as? String == "±20.0 m (68%)")
            #expect(fix["captureAllowed"] as? Bool == true)

            let frozen = try await client.execute(uri: "/api/captures/current/freeze", method: .post)
            #expect(frozen.status == .ok)
            let location = try #require(frozen.object["location"] as? [String: Any], "\(frozen.text)")
            let captured = try CapturedLocation(update: update, maximumAccuracy: 20, method: .single)
            #expect(location["accuracyClass"] as? String == "marginal")
            #expect(location["accuracyText"] as? String == AccuracyText.radius(accuracy))
            #expect(location["locationText"] as? String == CaptureText.location(captured))
            #expect((location["locationText"] as? String)?.contains(" ±20.0 m (68%, dopModel), single fix") == true)

            let saved = try await client.send(.post, "/api/captures/current/save", json: #"{"species":"Tilia cordata"}"#)
            #expect(saved.status == .created)
            #expect(saved.object["accuracyClass"] as? String == "marginal")
            #expect(saved.object["accuracyText"] as? String == "±20.0 m (68%)")
            let tree = try #require(try harness.store.trees().first)
            // The figure `trees list` prints for the stored record, and its `--json` object byte for byte.
            #expect(tree.line.contains("\t±20.0 m (68%, dopModel)\t"))
            let shown = try await client.execute(uri: "/api/trees/\(tree.id)", method: .get)
            #expect(shown.text == RecordJSON.encode(tree, store: harness.store))
            let listed = try await client.execute(uri: "/api/trees", method: .get).array
            #expect(listed.first?["accuracyText"] as? String == AccuracyText.radius(tree.location.horizontalAccuracy))
        }
    }

    /// The gate's reason and the accuracy text give one figure: a 60.66 m fix reads 60.7 m in
    /// both (issue 48: the page showed "± 60.6 m" beside "accuracy 60.7 m >= 20 m").
    @Test func theRefusalAndTheAccuracyTextSayTheSameFigure() async throws {
        let hdop = try Self.hdop(forRadius: 60.66)
        try await ServerHarness(hdop: hdop).runOnLoopback { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","auto":false}"#).status == .created)
            let status = try await client.waitForCapture { $0["fix"] != nil }
            let fix = try #require(status["fix"] as? [String: Any], "\(status)")
            #expect(fix["accuracyText"] as? String == "±60.7 m (68%)")
            #expect(fix["accuracyClass"] as? String == "poor")
            #expect(fix["captureBlockedCode"] as? String == "accuracyTooLarge")
            #expect(fix["captureBlockedReason"] as? String == "accuracy 60.7 m >= 20 m")
            #expect(status["captureBlockedReason"] as? String == "accuracy 60.7 m >= 20 m")
            #expect(try await client.execute(uri: "/api/captures/current", method: .delete).status == .ok)
        }
    }

    /// While averaging, the status carries the samples' scatter as the averaged location
    /// will: the standard deviation about their mean with N - 1 (``AveragedPosition``), here
    /// of fixes that take two latitudes `step` apart in turn.
    @Test func theAveragingScatterIsTheAveragedPositionsWithNMinusOne() async throws {
        let step = 0.00002
        let source = SteadySource(hdop: 1, latitudes: [52.5, 52.5 + step])
        let distance = step * Self.metersPerDegreeOfLatitude(52.5 + step / 2)
        let scatter = { @Sendable (k: Int) in Self.alternatingScatter(k, distance: distance) }
        // A goal the test never reaches, so that a slow machine cannot skip the averaging phase;
        // the capture is then cancelled, and a second one with a small goal is averaged whole.
        try await ServerHarness(source: source).runOnLoopback { client in
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","average":\#(CaptureSettings.averageRange.upperBound)}"#).status == .created)
            let averaging = try await client.waitForCapture { status in
                status["phase"] as? String == "averaging" && (status["samples"] as? Int ?? 0) >= 2
            }
            let samples = try #require(averaging["samples"] as? Int)
            let shown = try #require(averaging["scatter"] as? Double, "\(averaging)")
            #expect(abs(shown - scatter(samples)) < 2e-3, "\(samples) samples: \(shown) m, N - 1 gives \(scatter(samples)) m")
            #expect(averaging["scatterText"] as? String == CaptureText.meters(scatter(samples)))
            #expect(try await client.execute(uri: "/api/captures/current", method: .delete).status == .ok)

            let goal = 30
            #expect(try await client.send(.post, "/api/captures", json: #"{"kind":"tree","average":\#(goal)}"#).status == .created)
            let frozen = try await client.waitForCapture(phase: "frozen")
            let location = try #require(frozen["location"] as? [String: Any], "\(frozen)")
            #expect(location["averageCount"] as? Int == goal)
            let final = try #require(location["averageScatter"] as? Double)
            #expect(abs(final - scatter(goal)) < 2e-3, "\(final) m, N - 1 gives \(scatter(goal)) m")
            #expect((location["locationText"] as? String)?.hasSuffix("scatter \(CaptureText.meters(final))") == true, "\(location)")
        }
    }

    /// The web app's lists: every accuracy class, issue category and export format, with its label.
    @Test func theVocabularyListsTheNamesAndLabels() async throws {
        try await ServerHarness().runOnLoopback { client in
            let response = try await client.execute(uri: "/api/vocabulary", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let words = response.object
            let classes = try #require(words["accuracyClasses"] as? [[String: Any]])
            #expect(classes.map { $0["name"] as? String } == AccuracyClass.allCases.map(\.rawValue))
            #expect(classes.map { $0["label"] as? String } == AccuracyClass.allCases.map(\.label))
            let categories = try #require(words["issueCategories"] as? [[String: Any]])
            #expect(categories.map { $0["name"] as? String } == ["pothole", "streetlight", "garbage", "water-leak", "other"])
            #expect(categories.map { $0["label"] as? String } == ["Pothole", "Streetlight", "Garbage", "Water leak", "Other"])
            let formats = try #require(words["exportFormats"] as? [[String: Any]])
            #expect(formats.map { $0["name"] as? String } == ExportFormat.allCases.map(\.rawValue))
            #expect(formats.map { $0["label"] as? String } == ["CSV", "JSON", "GPX", "GeoJSON"])
            #expect(formats.map { $0["embedsPhotos"] as? Bool } == ExportFormat.allCases.map(\.embedsPhotos))
        }
    }

    /// The scatter with N - 1 of `k` samples alternating between two points `distance` metres
    /// apart: ceil(k/2) at one, floor(k/2) at the other.
    static func alternatingScatter(_ k: Int, distance: Double) -> Double {
        let (a, b) = (Double((k + 1) / 2), Double(k / 2))
        return distance * (a * b / (Double(k) * Double(k - 1))).squareRoot()
    }

    /// The WGS 84 meridian's metres per degree of latitude at `latitude` (degrees).
    static func metersPerDegreeOfLatitude(_ latitude: Double) -> Double {
        let (a, e2) = (6_378_137.0, 0.006_694_379_990_14)
        let s = sin(latitude * .pi / 180)
        return a * (1 - e2) / pow(1 - e2 * s * s, 1.5) * .pi / 180
    }
}
