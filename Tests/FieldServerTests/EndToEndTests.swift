import Foundation
import Testing
import TestSupport

/// `fieldfix serve` as a field worker's phone uses it: the simulator serves NMEA over TCP
/// as the receiver, and everything goes over real loopback HTTP.
@Suite(.serialized) struct EndToEndTests {
    @Test func treeIsCapturedOnlyWhenTheSimulatedAccuracyPassesTheGate() async throws {
        let served = try ServedSimulation(scenario: "open-sky")
        defer { served.stop() }
        let (server, port, store) = (served.server, served.port, served.store)

        let live = try LoopbackHTTP.request(port: port, "GET", "/api/live?limit=3")
        #expect(live.status == 200)
        #expect(live.headers["content-type"] == "text/event-stream")
        #expect(live.body.components(separatedBy: "\n\n").filter { $0.hasPrefix("event: ") }.count == 3)

        // A gate far stricter than the simulated accuracy: nothing can be captured or saved
        // (an hour's timeout, so that a slow, loaded machine cannot end the wait first).
        let strict = try LoopbackHTTP.request(port: port, "POST", "/api/captures",
                                              json: #"{"kind":"tree","maxAccuracy":0.01,"timeout":3600}"#)
        #expect(strict.status == 201)
        // Once the gate has judged a fix: still acquiring, and not allowed.
        let waiting = try await served.waitForCapture { $0["fix"] != nil }
        #expect(waiting["phase"] as? String == "acquiring", "\(waiting)")
        #expect(waiting["captureAllowed"] as? Bool == false, "\(waiting)\n\(served.output)")
        let refused = try LoopbackHTTP.request(port: port, "POST", "/api/captures/current/save", json: #"{"species":"Malus"}"#)
        #expect(refused.status == 409)
        #expect(try LoopbackHTTP.request(port: port, "DELETE", "/api/captures/current").status == 200)
        #expect(try FieldFix.run(["trees", "list", "--json", "--store", store]).stdout == "[]\n")

        // The standard gate: open sky passes it, and the tree is saved.
        #expect(try LoopbackHTTP.request(port: port, "POST", "/api/captures", json: #"{"kind":"tree"}"#).status == 201)
        let frozen = try await served.waitForCapture { $0["phase"] as? String == "frozen" }
        #expect(frozen["phase"] as? String == "frozen", "\(frozen)\n\(served.output)")
        let saved = try LoopbackHTTP.request(port: port, "POST", "/api/captures/current/save", json: #"{"species":"Malus domestica"}"#)
        #expect(saved.status == 201)
        let listed = try FieldFix.run(["trees", "list", "--json", "--store", store])
        let trees = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(trees.count == 1)
        #expect(trees.first?["species"] as? String == "Malus domestica")
        #expect(try #require(trees.first?["horizontalAccuracy"] as? Double) < 20)
        #expect(trees.first?["id"] as? Int == saved.object["id"] as? Int)

        // SIGTERM stops it cleanly.
        server.signal(SIGTERM)
        let ended = try server.finish(timeout: 30)
        #expect(ended.exited && ended.status == 0, "\(ended)")
    }

    /// The server judges fixes with `live`'s options: `--max-speed` refuses a walking receiver,
    /// as `live --max-speed` would.
    @Test func theServersVerdictsTakeLivesSpeedLimit() async throws {
        let served = try ServedSimulation(scenario: "walk", serving: ["--max-speed", "0.5"])
        defer { served.stop() }
        // Past the first fixes, which have no speed yet.
        let live = try LoopbackHTTP.request(port: served.port, "GET", "/api/live?limit=12")
        #expect(live.status == 200)
        #expect(live.body.contains(" m/s > 0.5 m/s"), "\(live.body)")
    }
}

/// A simulated receiver served over loopback TCP at 5 Hz, and `fieldfix serve` reading it
/// on a free port with a store of its own.
struct ServedSimulation {
    let simulator: RunningProgram
    let server: RunningProgram
    let store: String
    let port: Int

    /// Starts both; `serving` adds options to `serve`'s.
    init(scenario: String, serving options: [String] = []) throws {
        store = FileManager.default.temporaryDirectory.appendingPathComponent("fieldserver-e2e-\(UUID().uuidString)").path
        simulator = try FieldFix.start(["simulate", "--scenario", scenario, "--serve", "tcp://:0", "--rate", "5"], stdout: .discard)
        let receiver = try simulator.wait(for: "the receiver's address") { Self.word(in: $0) { $0.contains("tcp://127.0.0.1:") } }
        server = try FieldFix.start(["serve", "--source", receiver, "--listen", "127.0.0.1:0", "--store", store] + options)
        let address = try server.wait(for: "the server's address", in: .stdout) { Self.word(in: $0) { $0.hasPrefix("http://127.0.0.1:") } }
        port = try #require(Int(address.split(separator: ":").last ?? ""))
    }

    /// Polls the current capture until `isReached` holds for its status (at most `seconds`)
    /// and returns the last status read: one read after the deadline too, since a test
    /// waiting for a thread of the loaded pool may wake up only after it.
    func waitForCapture(seconds: Double = 60, until isReached: ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let status = try LoopbackHTTP.request(port: port, "GET", "/api/captures/current").object
            if isReached(status) || Date() >= deadline { return status }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// What both have printed on standard error so far, for a failing test to show.
    var output: String {
        "--- simulate:\n\(simulator.stderr.suffix(3000))\n--- serve:\n\(server.stderr.suffix(3000))"
    }

    /// Stops both (SIGKILL) and removes the store.
    func stop() {
        server.signal(SIGKILL)
        simulator.signal(SIGKILL)
        try? FileManager.default.removeItem(atPath: store)
    }

    /// The first word of `text` (split at spaces, newlines and commas) that `matches`.
    private static func word(in text: String, _ matches: (String) -> Bool) -> String? {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).map(String.init).first(where: matches)
    }
}
