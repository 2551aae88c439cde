import Foundation
import Testing
import TestSupport

/// Capture while moving: refused by default (`--max-speed` 2 m/s), allowed with a higher
/// limit or `none`; `live` says whether the receiver is stationary.
@Suite struct MotionCaptureTests {
    /// A log of epochs at `seconds` after 12:00:00, moving north at `knots` over ground,
    /// accuracy about 3 m (GST sigma 2 m), from 48°51.5' N 2°17.6' E.
    static func log(knots: Double, seconds: [Int] = Array(0..<6)) -> String {
        let metersPerSecond = knots * 1852 / 3600
        var lines: [String] = []
        for i in seconds {
            let time = "1200\(i < 10 ? "0" : "")\(i).00"
            let minutes = 51.5 + metersPerSecond * Double(i) / 1852
            let lat = String(format: "48%08.5f,N", minutes), lon = "00217.60000,E"
            lines.append(TestNMEA.checksummed("GPGGA,\(time),\(lat),\(lon),1,09,0.9,35.0,M,47.0,M,,"))
            lines.append(TestNMEA.checksummed("GPGST,\(time),1.0,2.0,2.0,0.0,2.0,2.0,3.0"))
            lines.append(TestNMEA.checksummed("GPRMC,\(time),A,\(lat),\(lon),\(String(format: "%.1f", knots)),0.0,221126,,,A"))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func write(_ text: String) throws -> (directory: URL, log: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let log = dir.appendingPathComponent("log.nmea")
        try Data(text.utf8).write(to: log)
        return (dir, log.path)
    }

    @Test func aCaptureWhileMovingIsRefusedByDefaultSayingMoving() throws {
        let (dir, log) = try Self.write(Self.log(knots: 9.7))  // 4.99 m/s
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("store")
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Ficus", "--source", "file:\(log)", "--json", "--store", store.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("moving 5"), "\(result.stderr)")
        #expect(result.stderr.contains("> 2 m/s") || result.stderr.contains("> 2.0 m/s"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test(arguments: ["none", "6"])
    func aHigherLimitOrNoneCapturesAndKeepsTheSpeed(_ limit: String) throws {
        let (dir, log) = try Self.write(Self.log(knots: 9.7))
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Ficus", "--source", "file:\(log)", "--max-speed", limit, "--json",
            "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let speed = try #require(tree["speed"] as? Double)
        #expect(abs(speed - 9.7 * 1852 / 3600) < 0.01)
    }

    @Test func aSlowLogCapturesWithTheDefaultLimit() throws {
        let (dir, log) = try Self.write(Self.log(knots: 1.9))  // 0.98 m/s, a slow walk
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FieldFix.run([
            "capture", "tree", "--species", "Ficus", "--source", "file:\(log)", "--json",
            "--store", dir.appendingPathComponent("store").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anInvalidLimitIsAUsageError() throws {
        let result = try FieldFix.run(["capture", "tree", "--species", "Ficus", "--max-speed", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--max-speed"))
    }

    @Test(arguments: [(0.0, "stationary"), (9.7, "moving 5.0 m/s")])
    func liveSaysWhetherTheReceiverIsStationary(_ knots: Double, _ expected: String) throws {
        let (dir, log) = try Self.write(Self.log(knots: knots))
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try FieldFix.run(["live", "--source", "file:\(log)", "--max-speed", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 6)
        #expect(result.lines.last?.hasSuffix("  \(expected)  capture allowed") == true, "\(result.lines)")
        let json = try FieldFix.run(["live", "--source", "file:\(log)", "--json"])
        let last = try #require(json.lines.last { $0.contains("\"TPV\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["motion"] as? String == (knots == 0 ? "stationary" : "moving"))
        #expect(object["captureAllowed"] as? Bool == (knots == 0), "the default limit applies to live too")
    }
}
