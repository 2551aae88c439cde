import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

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
        try await Task.sleep(for: .seconds(2))
        let waiting = try LoopbackHTTP.request(port: port, "GET", "/api/captures/current")
        #expect(waiting.object["phase"] as? String == "acquiring")
        #expect(waiting.object["captureAllowed"] as? Bool == false)
        let refused = try LoopbackHTTP.request(port: port, "POST", "/api/captures/current/save", json: #"{"species":"Malus"}"#)
        #expect(refused.status == 409)
        #expect(try LoopbackHTTP.request(port: port, "DELETE", "/api/captures/current").status == 200)
        #expect(try FieldFix.run(["trees", "list", "--json", "--store", store]).output == "[]\n")

        // The standard gate: open sky passes it, and the tree is saved.
        #expect(try LoopbackHTTP.request(port: port, "POST", "/api/captures", json: #"{"kind":"tree"}"#).status == 201)
        var phase = ""
        for _ in 0..<100 where phase != "frozen" {
            try await Task.sleep(for: .milliseconds(100))
            phase = try LoopbackHTTP.request(port: port, "GET", "/api/captures/current").object["phase"] as? String ?? ""
        }
        #expect(phase == "frozen")
        let saved = try LoopbackHTTP.request(port: port, "POST", "/api/captures/current/save", json: #"{"species":"Malus domestica"}"#)
        #expect(saved.status == 201)
        let listed = try FieldFix.run(["trees", "list", "--json", "--store", store])
        let trees = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(trees.count == 1)
        #expect(trees.first?["species"] as? String == "Malus domestica")
        #expect(try #require(trees.first?["horizontalAccuracy"] as? Double) < 20)
        #expect(trees.first?["id"] as? Int == saved.object["id"] as? Int)

        // SIGTERM stops it cleanly.
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
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
    let simulator: Child
    let server: Child
    let store: String
    let port: Int

    /// Starts both; `serving` adds options to `serve`'s.
    init(scenario: String, serving options: [String] = []) throws {
        store = FileManager.default.temporaryDirectory.appendingPathComponent("fieldserver-e2e-\(UUID().uuidString)").path
        simulator = try Child(["simulate", "--scenario", scenario, "--serve", "tcp://:0", "--rate", "5"])
        let receiver = try #require(simulator.waitForError(matching: "tcp://127.0.0.1:"))
        server = try Child(["serve", "--source", receiver, "--listen", "127.0.0.1:0", "--store", store] + options)
        let address = try #require(server.waitForOutput(prefix: "http://127.0.0.1:"))
        port = try #require(Int(address.split(separator: ":").last ?? ""))
    }

    /// Stops both and removes the store.
    func stop() {
        server.stop()
        simulator.stop()
        try? FileManager.default.removeItem(atPath: store)
    }
}

/// The `fieldfix` binary of this build.
enum FieldFix {
    static var binary: URL {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("fieldfix").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("fieldfix")
    }

    /// Runs `fieldfix` to its end; standard output and the status.
    static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}

/// A `fieldfix` running in the background, its output and errors going to files.
final class Child: @unchecked Sendable {
    let process = Process()
    private let outPath: String
    private let errPath: String

    init(_ arguments: [String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fieldserver-child-\(UUID().uuidString)").path
        outPath = base + ".out"
        errPath = base + ".err"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        process.executableURL = FieldFix.binary
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// A child no test holds any more is stopped, even when a test failed before its `stop()`.
    deinit { stop() }

    /// The first word of standard output starting with `prefix`, waited for up to 20 s.
    func waitForOutput(prefix: String) -> String? { wait(outPath) { $0.hasPrefix(prefix) } }

    /// The first word of standard error containing `text`, waited for up to 20 s.
    func waitForError(matching text: String) -> String? { wait(errPath) { $0.contains(text) } }

    private func wait(_ path: String, _ match: (String) -> Bool) -> String? {
        for _ in 0..<400 {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let word = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).map(String.init).first(where: match) {
                return word
            }
            if !process.isRunning { return nil }
            usleep(50_000)
        }
        return nil
    }

    /// Ends the process (if still running) with SIGKILL, which a test runner's ignored
    /// signals cannot hold off, and removes its files.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        unlink(outPath)
        unlink(errPath)
    }
}
