import Foundation
import Simulator
import TestSupport
import Testing

/// `replay`, `decode`, `bench` and `live` on a log made only of UBX (the simulator's
/// NAV-PVT, NAV-DOP, NAV-COV and NAV-EOE), run as a program.
@Suite struct UBXCommandTests {
    /// Ten simulated open-sky epochs as UBX, with a corrupted frame after the third.
    static let log: Data = {
        let writer = UBXEpochWriter()
        var bytes: [UInt8] = []
        for (index, epoch) in ReceiverSimulator(SimulationSettings(scenario: .openSky, seed: 3, duration: 10)).enumerated() {
            bytes += writer.bytes(for: epoch)
            if index == 2 { bytes += [0xB5, 0x62, 0x01, 0x61, 0x04, 0x00, 1, 2, 3, 4, 0xFF, 0xFF] }
        }
        return Data(bytes)
    }()

    static func write() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fieldfix-ubx-\(UUID().uuidString).ubx")
        try log.write(to: file)
        return file
    }

    static func objects(_ result: ProgramResult) throws -> [[String: Any]] {
        try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func replayGivesOneFixPerEpochWithTheReceiversAccuracy() throws {
        let file = try Self.write()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["replay", "--json", file.path])
        #expect(result.status == 0)
        let fixes = try Self.objects(result)
        #expect(fixes.count == 10)
        #expect(fixes.allSatisfy { $0["mode"] as? Int == 3 && $0["lat"] is Double && $0["accuracySource"] as? String == "receiver" })
        #expect(fixes.first?["time"] as? String == "2024-06-01T10:00:00.000Z")
        #expect(result.stderr.hasSuffix("40 UBX messages, 0 sentences, 10 fixes, 1 errors\n"))
    }

    @Test func decodeNamesEachMessageAndTheRejectedFrameWithItsOffset() throws {
        let file = try Self.write()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["decode", "--json", file.path])
        #expect(result.status == 0)
        let objects = try Self.objects(result)
        #expect(objects.prefix(4).map { $0["type"] as? String } == ["NAV-PVT", "NAV-DOP", "NAV-COV", "NAV-EOE"])
        let pvt = try #require(objects.first)
        #expect(pvt["class"] as? String == "UBX" && pvt["fixType"] as? Int == 3 && pvt["hAcc"] is Double)
        let error = try #require(objects.first { $0["error"] != nil })
        #expect(error["error"] as? String == "checksum mismatch" && error["type"] as? String == "NAV-EOE")
        let frameBytes = Self.log.count - 12
        #expect(error["offset"] as? Int == frameBytes / 10 * 3)
        let text = try FieldFix.run(["decode", file.path])
        #expect(text.lines.first?.hasPrefix("UBX NAV-PVT iTOW=") == true)
        #expect(text.lines.contains { $0.hasPrefix("error: UBX NAV-EOE at byte \(frameBytes / 10 * 3): checksum mismatch") })
    }

    @Test func benchCountsUBXMessagesPerType() throws {
        let file = try Self.write()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FieldFix.run(["bench", "--json", file.path])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["ubxMessages"] as? Int == 40 && report["sentences"] as? Int == 0 && report["errors"] as? Int == 1)
        #expect(report["byType"] as? [String: Int] == ["NAV-PVT": 10, "NAV-DOP": 10, "NAV-COV": 10, "NAV-EOE": 10])
        #expect(report["fixes"] as? Int == 10)
    }

    @Test func liveReadsUBXFromAFileAndFromStandardInput() throws {
        let file = try Self.write()
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try FieldFix.run(["live", "--source", file.path, "--json", "--count", "3"])
        #expect(try Self.objects(fromFile).filter { $0["class"] as? String == "TPV" && $0["lat"] is Double }.count == 3)
        let fromInput = try FieldFix.run(["live", "--source", "-", "--json"], input: Self.log)
        #expect(try Self.objects(fromInput).filter { $0["class"] as? String == "TPV" && $0["lat"] is Double }.count == 10)
    }
}
