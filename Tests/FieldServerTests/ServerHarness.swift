import FieldServer
import FieldStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Positioning
import Receivers

/// A receiver that reports the same fix ten times a second until it is stopped: with a
/// small HDOP it passes the 20 m gate, with a large one it never does. With several
/// `latitudes`, the fixes take them in turn.
struct SteadySource: FixSource {
    let hdop: Double
    var latitudes: [Double] = [52.5]
    var name: String { "steady" }

    func start() -> SourceRun {
        SourceRun(name: "steady") { [hdop, latitudes] context in
            context.emit(.connecting)
            context.emit(.connected(to: "steady"))
            var second = 0
            repeat {
                second += 1
                context.emit(.fix(Fix(
                    time: FixTime(date: CivilDate(year: 2024, month: 3, day: 15), millisecondOfDay: 43_200_000 + second * 100),
                    latitude: latitudes[second % latitudes.count], longitude: 13.4, altitudeMSL: 34, mode: .threeD, quality: .autonomous,
                    satellitesUsed: 9, hdop: hdop)))
            } while context.sleep(seconds: 0.1)
        }
    }
}

/// A server over a fresh store in a temporary folder, driven through Hummingbird's router
/// test client, with its receiver running.
struct ServerHarness {
    let folder: String
    let store: RecordStore
    let server: FieldServer

    init(hdop: Double = 1.0, settings: ServerSettings = ServerSettings(port: 0)) throws {
        try self.init(source: SteadySource(hdop: hdop), settings: settings)
    }

    /// A server whose receiver is `source`.
    init(source: SteadySource, settings: ServerSettings = ServerSettings(port: 0)) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldserver-\(UUID().uuidString)").path
        store = try RecordStore(directory: folder)
        server = FieldServer(service: LocationService(source: source), store: store, settings: settings)
    }

    /// Runs `body` with a client of the router while the receiver runs, then removes the store.
    func run<T: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let receiver = Task { [server] in await server.runReceiver() }
        defer {
            receiver.cancel()
            try? FileManager.default.removeItem(atPath: folder)
        }
        return try await Application(router: server.router()).test(.router, body)
    }

    /// Runs `body` with a client of the server listening on a loopback port (real HTTP)
    /// while the receiver runs, then removes the store.
    func runOnLoopback<T: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let receiver = Task { [server] in await server.runReceiver() }
        defer {
            receiver.cancel()
            try? FileManager.default.removeItem(atPath: folder)
        }
        return try await server.application().test(.live, body)
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body parsed as JSON.
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// The body as a JSON object.
    var object: [String: Any] { json as? [String: Any] ?? [:] }

    /// The body as a JSON array of objects.
    var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
}

extension TestClientProtocol {
    /// Sends `json` with a JSON content type.
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        var fields = headers
        fields[.contentType] = "application/json"
        return try await execute(uri: uri, method: method, headers: fields, body: ByteBuffer(string: json))
    }

    /// Polls the current capture until its phase is `phase` (at most `seconds`).
    func waitForCapture(phase: String, seconds: Double = 60) async throws -> [String: Any] {
        try await waitForCapture(seconds: seconds) { $0["phase"] as? String == phase }
    }

    /// Polls the current capture until `isReached` holds for its status (at most `seconds`; a
    /// loaded machine can take long to deliver the first fix) and returns the last status read:
    /// one read after the deadline too, since a test waiting for a thread of the loaded pool
    /// may wake up only after it.
    func waitForCapture(seconds: Double = 60, until isReached: ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let status = try await execute(uri: "/api/captures/current", method: .get).object
            if isReached(status) || Date() >= deadline { return status }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
