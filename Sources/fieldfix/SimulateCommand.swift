import ArgumentParser
import FrontEnd
import Output
import Pictures
import Simulator
import SystemIO

/// `fieldfix simulate`: NMEA, UBX or both from a simulated receiver with known truth, to a
/// file, standard output or a loopback TCP server.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Write NMEA or UBX from a simulated receiver with known truth.",
        discussion: """
            Scenarios: \(Scenario.names). The same seed \
            gives the same bytes. With --serve, sentences are paced in real time and sent to \
            every client of a TCP server on 127.0.0.1; with --serve pty, to a new pseudo-terminal \
            whose path is printed (a serial device for `fieldfix live`). --protocol ubx writes \
            each epoch as u-blox UBX NAV-PVT, NAV-DOP, NAV-COV and NAV-EOE instead; both writes \
            the NMEA sentences, then the UBX messages, as a u-blox receiver with both outputs on.
            """)

    @Option(help: "The scenario: open-sky, tree-canopy, urban-canyon, rtk, cold-start, signal-loss or walk.")
    var scenario: String = Scenario.openSky.rawValue
    @Option(parsing: .unconditional, help: "Seconds to simulate (default 60; unlimited with --serve).") var duration: Double?
    @Option(parsing: .unconditional, help: "Epochs per second, 0.1 to 100.") var rate: Double = 1
    @Option(parsing: .unconditional, help: "The random seed.") var seed: UInt64 = 1
    @Option(help: "Start as TIME,LAT,LON (ISO 8601 UTC, degrees); default 2024-06-01T10:00:00Z,48.137154,11.576124, or now with --serve.")
    var start: String?
    @Option(help: "The sentence types to write, comma-separated.") var sentences: String = SentenceKind.standardList
    @Option(help: "Write the true positions to this CSV file (time,latitude,longitude,altitude).") var truth: String?
    @Option(help: "Write the NMEA to this file instead of standard output.") var output: String?
    @Option(help: "Serve the NMEA in real time: tcp://:PORT (loopback TCP server) or pty (a pseudo-terminal).") var serve: String?
    @Option(name: .customLong("protocol"), help: "What the receiver sends: nmea, ubx, or both.")
    var outputProtocol: ReceiverOutput.Format = .nmea
    @Option(help: ArgumentHelp("Also draw an SVG scatter of the fixes around the truth, with the measured coverage.",
                               valueName: "file.svg"))
    var plot: String?

    func run() throws {
        let setup: SimulationSetup
        do {
            setup = try SimulationSetup(scenario: scenario, seed: seed, rate: rate, duration: duration, start: start, sentences: sentences,
                                        format: outputProtocol, serve: serve, plotting: plot != nil)
        } catch { throw ValidationError("\(error)") }
        let plotFile = try plot.map { path throws(PlotFile.Failure) in try PlotFile(path: path) }
        var picture = plot.map { _ in SimulatePlot(title: "simulate \(scenario), seed \(seed)") }
        let truthFile = try truth.map { try TruthFile(CreatedFile(path: $0)) }
        if let target = setup.target {
            let server: SimulationServer
            do { server = try SimulationServer(target) } catch {
                // The port or terminal could not be had: a failure of the system, not a usage error.
                TerminalText.printError("fieldfix simulate: cannot serve: \(error)")
                throw ExitCode.failure
            }
            try FileDescriptor.standardError.writeAll("fieldfix simulate: serving \(scenario) on \(server.address)\n")
            setup.serve(on: server, truth: truthFile)
        } else {
            let out = try output.map(CreatedFile.init(path:))
            try withExtendedLifetime(out) {
                try setup.write(to: out?.descriptor ?? .standardOutput, truth: truthFile) { epoch, written in
                    picture?.add(written, time: epoch.time.unixMilliseconds, latitude: epoch.trueLatitude, longitude: epoch.trueLongitude)
                }
            }
            if let drawn = picture?.finish() {
                try plotFile?.commit(drawn.svg)
                try FileDescriptor.standardError.writeAll("fieldfix simulate: \(drawn.coverage)\n")
            }
        }
    }
}

extension ReceiverOutput.Format: ExpressibleByArgument {}
