import Simulator
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SimulationServerTests {
    @Test func targetsAreParsedOrRefused() {
        #expect(SimulationServer.Target(parsing: "tcp://:2947") == .tcp(port: 2947))
        #expect(SimulationServer.Target(parsing: "tcp://localhost:10110") == .tcp(port: 10110))
        #expect(SimulationServer.Target(parsing: "pty") == .pseudoTerminal)
        #expect(SimulationServer.Target(parsing: "tcp://example.org:1") == nil)
        #expect(SimulationServer.Target(parsing: "tcp://:70000") == nil)
    }

    /// A client connected before the start receives the epochs the simulator writes, paced:
    /// 10 epochs at 10 Hz take about a second.
    @Test func aTCPClientReceivesThePacedSentences() throws {
        let server = try SimulationServer(.tcp(port: 0))
        let port = try #require(Int(server.address.split(separator: ":").last ?? ""))
        let client = try #require(Loopback.connect(port: port))
        defer { close(client) }
        let settings = SimulationSettings(scenario: .openSky, rate: 10, duration: 1)
        let writer = EpochWriter(kinds: [.gga])
        let expected = ReceiverSimulator(settings).map { writer.text(for: $0) }.joined()
        let start = ContinuousClock.now
        var sent = 0
        server.run(ReceiverSimulator(settings), bytes: { Array(writer.text(for: $0).utf8) }, sent: { _ in sent += 1 })
        #expect(ContinuousClock.now - start >= .milliseconds(800))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < expected.utf8.count {
            let n = read(client, &buffer, buffer.count)
            guard n > 0 else { break }
            received += buffer[..<n]
        }
        #expect(sent == 10)
        #expect(String(decoding: received, as: UTF8.self) == expected)
    }
}
