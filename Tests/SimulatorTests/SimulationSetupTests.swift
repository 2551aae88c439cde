import Foundation
import SystemIO
import Testing
@testable import Simulator

/// `SimulationSetup`: `fieldfix simulate`'s settings checked in the library, in the order and
/// with the messages the command prints, and a run written with its truth.
@Suite struct SimulationSetupTests {
    @Test func theDefaultsAreAReproducibleMinuteOfStandardNMEA() throws {
        let setup = try SimulationSetup(scenario: "open-sky")
        #expect(setup.settings == SimulationSettings(scenario: .openSky, seed: 1, rate: 1, duration: 60, start: .standard))
        #expect(setup.output == ReceiverOutput(format: .nmea, sentences: SentenceKind.standard))
        #expect(SentenceKind.standardList == "RMC,VTG,GGA,GSA,GSV,GST,ZDA")
    }

    @Test func aServedRunStartsAtTheCurrentSecondAndDoesNotEnd() throws {
        let setup = try SimulationSetup(scenario: "walk", sentences: "gga,rmc", serve: "pty", now: { 1_767_225_598_765 })
        #expect(setup.settings.start.unixMilliseconds == 1_767_225_598_000)
        #expect(setup.settings.start.latitude == SimulationStart.standard.latitude)
        #expect(setup.settings.duration == SimulationSetup.servedDuration)
        #expect(setup.output == ReceiverOutput(format: .nmea, sentences: [.gga, .rmc]))
    }

    @Test func aGivenStartAndDurationWinEvenWhenServed() throws {
        let setup = try SimulationSetup(scenario: "rtk", seed: 9, rate: 10, duration: 5, start: "2025-12-31T23:59:58.5Z,-33.5,151.25",
                                        format: .both, serve: "tcp://:0", now: { 0 })
        #expect(setup.settings == SimulationSettings(scenario: .rtk, seed: 9, rate: 10, duration: 5,
                                                     start: SimulationStart(unixMilliseconds: 1_767_225_598_500, latitude: -33.5, longitude: 151.25)))
        #expect(setup.output.format == .both)
        #expect(setup.target == .tcp(port: 0))
        #expect(try SimulationSetup(scenario: "walk", serve: "pty").target == .pseudoTerminal)
        #expect(try SimulationSetup(scenario: "walk").target == nil)
    }

    @Test(arguments: [
        (SimulationSetupError.unknownScenario("forest"),
         "unknown scenario 'forest'; use one of open-sky, tree-canopy, urban-canyon, rtk, cold-start, signal-loss, walk"),
        (.rateOutOfRange, "--rate must be between 0.1 and 100"),
        (.durationNotPositive, "--duration must be a positive number of seconds"),
        (.unknownSentences, "--sentences takes names among RMC,VTG,GGA,GSA,GSV,GST,GBS,PUBX,PGRME,ZDA"),
        (.unknownServeTarget("udp://:5000"), "--serve takes tcp://:PORT (a loopback server) or pty, got 'udp://:5000'"),
        (.badStart(.badLatitude("91")), "--start: latitude '91' is not a number in -90...90"),
        (.plotWhileServing, "--plot needs a simulation that ends; it cannot go with --serve"),
    ])
    func eachErrorSaysWhichOptionIsWrong(error: SimulationSetupError, message: String) {
        #expect(error.description == message)
    }

    @Test func theChecksRunInTheCommandsOrder() {
        let start = "2024-06-01T10:00:00Z,91,2"
        #expect(throws: SimulationSetupError.unknownScenario("forest")) {
            try SimulationSetup(scenario: "forest", rate: 0, duration: -1, start: start, sentences: "XYZ", serve: "pty", plotting: true)
        }
        #expect(throws: SimulationSetupError.rateOutOfRange) {
            try SimulationSetup(scenario: "walk", rate: 100.5, duration: -1, start: start, sentences: "XYZ")
        }
        #expect(throws: SimulationSetupError.rateOutOfRange) { try SimulationSetup(scenario: "walk", rate: .nan) }
        #expect(throws: SimulationSetupError.durationNotPositive) {
            try SimulationSetup(scenario: "walk", rate: 0.1, duration: .infinity, start: start, sentences: "XYZ")
        }
        #expect(throws: SimulationSetupError.unknownSentences) { try SimulationSetup(scenario: "walk", start: start, sentences: "GGA,XYZ") }
        #expect(throws: SimulationSetupError.unknownSentences) { try SimulationSetup(scenario: "walk", sentences: ",") }
        #expect(throws: SimulationSetupError.unknownServeTarget("tcp://example.org:2947")) {
            try SimulationSetup(scenario: "walk", start: start, serve: "tcp://example.org:2947", plotting: true)
        }
        #expect(throws: SimulationSetupError.badStart(.badLatitude("91"))) {
            try SimulationSetup(scenario: "walk", start: start, serve: "pty", plotting: true)
        }
        #expect(throws: SimulationSetupError.plotWhileServing) { try SimulationSetup(scenario: "walk", serve: "tcp://:0", plotting: true) }
        #expect((try? SimulationSetup(scenario: "walk", plotting: true)) != nil)
    }

    @Test func aWrittenRunIsTheReceiversBytesWithOneTruthRowPerEpoch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outPath, truthPath) = (folder.appendingPathComponent("out.nmea").path, folder.appendingPathComponent("truth.csv").path)
        let setup = try SimulationSetup(scenario: "tree-canopy", seed: 4, rate: 2, duration: 3, format: .both)
        var seen: [(Int64?, Int)] = []
        do {
            let out = try CreatedFile(path: outPath)
            try setup.write(to: out.descriptor, truth: TruthFile(CreatedFile(path: truthPath))) { epoch, bytes in
                seen.append((epoch.time.unixMilliseconds, bytes.count))
            }
        }
        let epochs = Array(ReceiverSimulator(setup.settings))
        #expect(epochs.count == 6)
        let expected = epochs.flatMap { setup.output.bytes(for: $0) }
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: outPath))) == expected)
        #expect(seen.map(\.0) == epochs.map(\.time.unixMilliseconds))
        #expect(seen.map(\.1) == epochs.map { setup.output.bytes(for: $0).count })
        let truth = try String(contentsOfFile: truthPath, encoding: .utf8)
        #expect(truth == ([SimulatedEpoch.truthHeader] + epochs.map(\.truthRow)).map { $0 + "\n" }.joined())
    }
}
