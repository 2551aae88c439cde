import Foundation
import Testing
@testable import Simulator

/// The project's recordings: the simulated ones are exactly what their documented commands
/// produce (Recordings/README.md), and every hand-written sentence has a valid checksum
/// except the deliberately broken ones.
@Suite struct SimulatedRecordingsTests {
    /// The Recordings folder of this package.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recordings")

    /// Each simulated recording and the settings its README command stands for.
    static let simulated: [(String, SimulationSettings, Set<SentenceKind>)] = [
        ("sim-open-sky", SimulationSettings(scenario: .openSky, duration: 30), SentenceKind.standard),
        ("sim-tree-canopy", SimulationSettings(scenario: .treeCanopy, duration: 30), SentenceKind.standard),
        ("sim-urban-canyon", SimulationSettings(scenario: .urbanCanyon, duration: 120), [.gga, .rmc, .gsa, .gst]),
        ("sim-rtk", SimulationSettings(scenario: .rtk, duration: 60), [.gga, .rmc, .gst]),
        ("sim-cold-start", SimulationSettings(scenario: .coldStart, duration: 60), [.gga, .rmc, .gsa, .gst]),
        ("sim-signal-loss", SimulationSettings(scenario: .signalLoss, duration: 150), [.gga, .rmc, .gst]),
        ("sim-walk", SimulationSettings(scenario: .walk, rate: 2, duration: 60), [.gga, .rmc, .vtg, .gst]),
        ("sim-demo", SimulationSettings(scenario: .coldStart, duration: 150), [.gga, .rmc, .gsa, .gsv, .gst]),
    ]

    @Test func simulatedRecordingsMatchTheirCommands() throws {
        for (name, settings, kinds) in Self.simulated {
            let file = Self.folder.appendingPathComponent(name + ".nmea")
            let recorded = try Data(contentsOf: file)
            let writer = EpochWriter(kinds: kinds)
            let generated = ReceiverSimulator(settings).map { writer.text(for: $0) }.joined()
            #expect(recorded == Data(generated.utf8), "\(name).nmea differs from its command's output")
            // Small enough to read in a review; the demo's 150 s cold start is the largest.
            #expect(recorded.count < 100_000, "\(name).nmea is \(recorded.count) bytes")
        }
    }

    /// `sim-ublox.ubx`: `--scenario open-sky --duration 30 --protocol both --sentences GGA,RMC,GSA,GSV`.
    @Test func ubloxRecordingMatchesItsCommand() throws {
        let recorded = try Data(contentsOf: Self.folder.appendingPathComponent("sim-ublox.ubx"))
        let writer = EpochWriter(kinds: [.gga, .rmc, .gsa, .gsv])
        let ubx = UBXEpochWriter()
        let generated = ReceiverSimulator(SimulationSettings(scenario: .openSky, duration: 30))
            .map { Array(writer.text(for: $0).utf8) + ubx.bytes(for: $0) }.joined()
        #expect(recorded == Data(generated))
        #expect(recorded.count < 100_000)
    }

    @Test func handWrittenChecksums() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".nmea") && !$0.hasPrefix("sim-") }
        #expect(names.count == 8)
        for name in names {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(bytes.count < 50_000)
            var valid = 0
            var invalid: [String] = []
            for line in bytes.split(whereSeparator: { $0 == 10 || $0 == 13 }) {
                guard let dollar = line.firstIndex(of: UInt8(ascii: "$")), let star = line.lastIndex(of: UInt8(ascii: "*")),
                      star > dollar, line.endIndex - star == 3 else { continue }
                let sum = line[(dollar + 1)..<star].reduce(UInt8(0), ^)
                if UInt8(String(decoding: line[(star + 1)...], as: UTF8.self), radix: 16) == sum {
                    valid += 1
                } else {
                    invalid.append(String(decoding: line[dollar..<(dollar + 6)], as: UTF8.self))
                }
            }
            #expect(valid >= 8, "\(name)")
            // Only garbage.nmea breaks checksums on purpose: a GGA with *00 and an overlong TXT.
            #expect(invalid == (name == "garbage.nmea" ? ["$GPGGA", "$GPTXT"] : []), "\(name)")
        }
    }
}
