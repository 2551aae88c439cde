@testable import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Positioning
import Receivers
import Synchronization
import TestSupport
import Testing

/// The live stream's satellites (`event: sky`) and the live accuracy chart.
@Suite struct SkyAndChartTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")

    /// The JSON objects of the events named `name` among `events`.
    static func objects(_ name: String, in events: [String]) throws -> [[String: Any]] {
        try events.filter { $0.hasPrefix("event: \(name)\n") }.map { event in
            let data = try #require(event.split(separator: "\n").last?.dropFirst("data: ".count))
            return try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        }
    }

    @Test func skyEventsCountTheRecordingsSatellites() async throws {
        let log = Self.recordings.appendingPathComponent("sim-open-sky.nmea").path
        let hub = LiveHub(bufferLimit: 100_000)
        let stream = hub.subscribe()
        for await status in LocationService(source: NMEASource(url: .file(path: log, speed: nil))).statuses() {
            hub.observe(status)
        }
        hub.close()
        var events: [String] = []
        for await event in stream { events.append(event) }
        let skies = try Self.objects("sky", in: events)
        // The golden TPV lines of the same log (the TPV encoder's counts, from GGA, GSA and GSV).
        let expected = try String(contentsOfFile: Self.recordings.appendingPathComponent("sim-open-sky.expected.ndjson").path, encoding: .utf8)
            .split(separator: "\n").compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let tpvs = Dictionary(expected.compactMap { o in (o["time"] as? String).map { ($0, o) } }, uniquingKeysWith: { a, _ in a })
        #expect(skies.count > 10)
        #expect(skies.count <= tpvs.count)
        let times = skies.compactMap { $0["time"] as? String }
        #expect(Set(times).count == skies.count, "at most one SKY per epoch")
        for sky in skies {
            let time = try #require(sky["time"] as? String)
            let tpv = try #require(tpvs[time], "a TPV line at \(time)")
            let satellites = try #require(sky["satellites"] as? [[String: Any]])
            #expect(satellites.count == tpv["nSat"] as? Int, "satellites in view at \(time)")
            #expect(satellites.count(where: { $0["used"] as? Bool == true }) == tpv["uSat"] as? Int, "satellites used at \(time)")
            #expect(sky["nSat"] as? Int == tpv["nSat"] as? Int && sky["hdop"] as? Double == tpv["hdop"] as? Double)
            #expect(satellites.allSatisfy { ($0["ss"] as? Double).map { (1...99).contains($0) } ?? true })
            #expect(Set(satellites.compactMap { $0["gnssid"] as? Int }).isSubset(of: [0, 1, 2, 3, 5, 6, 7]))
        }
    }

    @Test func anUnchangedSkyIsNotSentAgainForTheSameEpoch() async {
        let hub = LiveHub()
        let stream = hub.subscribe()
        var fix = Fix(time: FixTime(date: nil, millisecondOfDay: 1000), latitude: 52, longitude: 13, mode: .threeD,
                      quality: .autonomous, satellitesUsed: 1, satellitesInView: 1, hdop: 1)
        fix.satellites = [SkySatellite(constellation: .gps, svid: 7, elevation: 30, azimuth: 90, snr: 40, used: true)]
        let update = AccuracyEngine().assess(fix, age: 0)
        let status = LocationStatus(state: .fix, update: update)
        hub.observe(status)
        hub.observe(status)
        fix.time = FixTime(date: nil, millisecondOfDay: 2000)
        hub.observe(LocationStatus(state: .fix, update: AccuracyEngine().assess(fix, age: 0)))
        fix.time = FixTime(date: nil, millisecondOfDay: 3000)
        fix.satellites[0].snr = 41
        hub.observe(LocationStatus(state: .fix, update: AccuracyEngine().assess(fix, age: 0)))
        hub.close()
        var skies = 0
        for await event in stream where event.hasPrefix("event: sky\n") { skies += 1 }
        // The first epoch, not its repeat; not the second (unchanged within 5 s); the third (a new level).
        #expect(skies == 2)
        #expect(hub.history.samples(within: 60).count == 4)
    }

    @Test func theChartIsTheTimelineOfTheKeptFixes() async throws {
        // One epoch a second, whatever the machine's load: the clock moves a second per reading.
        let history = FixHistory(capacity: 50, clock: SteppingClock())
        let engine = AccuracyEngine()
        for n in 0..<70 {
            let fix = Fix(time: FixTime(date: nil, millisecondOfDay: n * 1000), latitude: 52, longitude: 13, mode: .threeD,
                          quality: .autonomous, satellitesUsed: 8, hdop: 1 + Double(n % 5) / 4)
            history.add(engine.assess(fix, age: 0))
        }
        let router = Router(context: ServerContext.self)
        router.add(middleware: ErrorMiddleware())
        AccuracyChartRoute(history: history, engine: engine).add(to: router)
        try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/api/live/accuracy.svg?minutes=2&width=480", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("image/svg+xml") == true)
            let svg = String(buffer: response.body)
            if XMLLint.isInstalled { #expect(try XMLLint.isWellFormed(svg)) }
            #expect(svg.contains("width=\"480\""))
            // The ring buffer keeps the last 50 of the 70 fixes, drawn as accuracy lines (a
            // run's point count) and lone points.
            let lines = svg.matches(of: /class="accuracy" data-count="(\d+)"/).map { Int($0.1)! }
            let lone = svg.matches(of: /class="accuracy-point"/).count
            #expect(lines.reduce(0, +) + lone == 50)
            for bad in ["minutes=0", "minutes=61", "width=320", "minutes=x", "colour=red"] {
                #expect(try await client.execute(uri: "/api/live/accuracy.svg?\(bad)", method: .get).status == .badRequest, "\(bad)")
            }
        }
    }
}

/// A clock that moves one second each time it is read.
private final class SteppingClock: MonotonicClock {
    private let readings = Mutex(0)
    func now() -> Instant { Instant(seconds: Double(readings.withLock { $0 += 1; return $0 })) }
    func sleep(until deadline: Instant) async throws {}
}
